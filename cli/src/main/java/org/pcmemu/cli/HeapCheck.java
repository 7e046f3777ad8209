package org.pcmemu.cli;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.Properties;
import org.pcmemu.emulator.Limits;
import org.pcmemu.harness.ModelKind;

/**
 * Whether a run of P processors will fit in this JVM's heap, from the heap one processor needs on
 * its model: the figures of {@code heap-per-processor.properties}, a resource beside this class
 * (what they are and how they were measured: docs/performance.md, "Memory"). The {@code pcmemu}
 * launcher sizes the heap from the same file; this check refuses a run when the heap the JVM got
 * (from the launcher or the user) is smaller, before any thread starts.
 */
final class HeapCheck {
    /** The figures' file, a class path resource beside this class. */
    static final String FIGURES = "heap-per-processor.properties";
    /*
     * No figure is larger (figure refuses one that is), so a run whose P times this fits needs no
     * look at the file: its first read opens the jar (5 to 20 ms of a run on two cores).
     */
    static final long MOST_BYTES = 16_384;

    private HeapCheck() {
    }

    /* The file, read on first use. */
    private static final class Figures {
        static final Properties BYTES = load();
    }

    /** Heap bytes one processor needs at the peak of a run on {@code model}. */
    static long bytesPerProcessor(ModelKind model) {
        return figure(Figures.BYTES, model.label());
    }

    /**
     * Heap bytes one processor needs at the peak of a run of {@code problem} on {@code model}: the
     * file's {@code PROBLEM.MODEL} figure where it has one (the all-reduce), else the model's.
     */
    static long bytesPerProcessor(String problem, ModelKind model) {
        String key = problem + "." + model.label();
        return problem != null && Figures.BYTES.containsKey(key) ? figure(Figures.BYTES, key)
                : bytesPerProcessor(model);
    }

    /** The figure of {@code key} in {@code figures}: a positive whole number of bytes. */
    static long figure(Properties figures, String key) {
        String value = figures.getProperty(key, "").strip();
        long bytes;
        try {
            bytes = Long.parseLong(value);
        } catch (NumberFormatException e) {
            bytes = 0;
        }
        if (bytes < 1 || bytes > MOST_BYTES) {
            throw new IllegalStateException(FIGURES + ": '" + key + "' is " + (value.isEmpty() ? "missing"
                    : "'" + value + "', not a number of bytes from 1 to " + MOST_BYTES));
        }
        return bytes;
    }

    static Properties load() {
        Properties figures = new Properties();
        try (InputStream in = HeapCheck.class.getResourceAsStream(FIGURES)) {
            if (in == null) {
                throw new IllegalStateException(FIGURES + " is not on the class path");
            }
            figures.load(in);
        } catch (IOException e) {
            throw new UncheckedIOException(FIGURES, e);
        }
        return figures;
    }

    /**
     * Refuses (exit 2) a run of P processors that needs more than {@code maxHeap}, with one line
     * naming the estimate and the -Xmx to give, or saying that the machine is too small.
     */
    static void check(ModelKind model, long processors, long maxHeap) {
        check(null, model, processors, maxHeap);
    }

    /**
     * The same for a run of {@code problem} (or null), by its own figure where the file has one;
     * run, compare and sweep call it for every run before the first starts.
     */
    static void check(String problem, ModelKind model, long processors, long maxHeap) {
        if (processors < 1) {
            return; // the model refuses it, naming the rule
        }
        if (Limits.plus(Limits.times(processors, MOST_BYTES), 16L << 20) <= maxHeap) {
            return; // fits whatever the figure
        }
        long each = bytesPerProcessor(problem, model);
        long bytes = Limits.plus(Limits.times(processors, each), 16L << 20);
        if (bytes <= maxHeap) {
            return; // no message to build: the first BigDecimal of a JVM costs a cold run 30 ms
        }
        Limits.heap((problem == null ? "" : problem + " on ") + model.label() + " with " + processors
                + " processors (about " + kilobytes(each) + " KB each)", bytes, maxHeap);
    }

    /* 1600 -> "1.6", 2000 -> "2": bytes in thousands, without trailing zeros. */
    static String kilobytes(long bytes) {
        String fraction = String.format("%03d", bytes % 1000).replaceAll("0+$", "");
        return bytes / 1000 + (fraction.isEmpty() ? "" : "." + fraction);
    }
}
