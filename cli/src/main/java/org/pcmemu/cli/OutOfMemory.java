package org.pcmemu.cli;

import java.io.FileDescriptor;
import java.io.FileOutputStream;
import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.nio.charset.StandardCharsets;
import java.util.Objects;
import org.pcmemu.emulator.OutOfMemoryException;
import org.pcmemu.emulator.run.MemoryGuard;
import org.pcmemu.emulator.run.RunLauncher;

/**
 * The one line for a run out of heap, composed when the command starts (when memory is still
 * there) with a hint that fits this JVM: twice the heap it has, never the -Xmx already given, or,
 * when that heap is already most of the machine's memory, that the run does not fit here. A
 * small reserve, released when memory runs out, leaves room to print it. The line is composed on
 * a thread of its own while the command line is parsed: asking the machine's memory and the first
 * number format take a cold JVM 11 to 17 ms. Should memory run out before it is done, the line
 * does without the machine's memory: it says to give twice the heap if the machine has it.
 */
final class OutOfMemory {
    private static final long MIB = 1L << 20;
    private static final long GIB = 1L << 30;
    private static final long MAX_HEAP = Runtime.getRuntime().maxMemory();
    /* Without the machine's memory, in case the thread below has not composed the line yet. */
    private static final String PLAIN_LINE = needs(MAX_HEAP) + "; give it more if this machine has it, e.g."
            + " PCMEMU_JAVA_OPTS=-Xmx" + xmx(2 * MAX_HEAP);
    private static final byte[] PLAIN_WHOLE_LINE = whole(PLAIN_LINE);
    private static final FileOutputStream STDERR = new FileOutputStream(FileDescriptor.err);
    private static volatile String line;
    private static volatile byte[] wholeLine;
    private static volatile boolean reported;
    private static final Object CLAIM = new Object();
    private static boolean claimed; // guarded by CLAIM
    private static volatile boolean watched;
    private static byte[] reserve = new byte[1 << 20];

    static {
        try {
            Thread.ofPlatform().daemon().name("pcmemu-memory-line").start(() -> {
                String composed = line(MAX_HEAP, physicalMemory());
                wholeLine = whole(composed);
                line = composed;
            });
        } catch (RuntimeException | Error e) {
            // no thread to be had: message() and halt() give the plain line
        }
    }

    private OutOfMemory() {
    }

    private static byte[] whole(String message) {
        return ("pcmemu: " + message + System.lineSeparator()).getBytes(StandardCharsets.UTF_8);
    }

    /**
     * Takes the reserve and starts composing the line, and initializes the classes that report a
     * run out of memory (initializing one then fails for want of heap: "NoClassDefFoundError:
     * Could not initialize class OutOfMemoryException"); call once, early.
     */
    static void prepare() {
        Objects.requireNonNull(OutOfMemoryException.INSTANCE); // the reads initialize the classes, now
        MemoryGuard.noted();
    }

    /** The message (without "pcmemu: "): what ran out, and what to do about it. */
    static String message() {
        reserve = null;
        reported = true;
        String composed = line;
        return composed != null ? composed : PLAIN_LINE;
    }

    /**
     * The last resort of the process when even reporting ran out of memory: writes the line
     * composed at the start straight to the standard error's file descriptor, unless it was
     * printed already (or is being printed: {@link #claim}), and halts with exit code 1 (shutdown
     * hooks could allocate).
     */
    static void halt() {
        reserve = null;
        if (claim()) {
            write();
        }
        Runtime.getRuntime().halt(1);
    }

    /*
     * The whole line, composed at the start, straight to the standard error's file descriptor:
     * nothing to allocate (a PrintWriter's println may not find the heap it needs).
     */
    private static void write() {
        try {
            byte[] whole = wholeLine;
            STDERR.write(whole != null ? whole : PLAIN_WHOLE_LINE);
        } catch (IOException | RuntimeException | Error ignored) {
            // nothing else can be done: the exit code still says the run failed
        }
    }

    /**
     * Prints the line for the command's report, where {@link MemoryWatch} runs (the process, not
     * the tests): true if it did, by the standard error's file descriptor, allocating nothing.
     */
    static boolean printWatched() {
        if (!watched) {
            return false;
        }
        write();
        return true;
    }

    /** Whether the command has taken the line to print it ({@link #message}). */
    static boolean reported() {
        return reported;
    }

    /** Whether {@code message} is this line (as {@link #message} gives it). */
    static boolean isLine(String message) {
        return message.equals(line) || message.equals(PLAIN_LINE);
    }

    /**
     * Takes the printing of the line: true for the first caller only, so that the command's
     * report and {@link #halt} (from {@link MemoryWatch}, at the same moment) print it once.
     */
    static boolean claim() {
        if (!watched) {
            return true; // the tests' JVM: every report prints
        }
        // a monitor, not an AtomicBoolean: a VarHandle's first use links code on the heap, which may be full
        synchronized (CLAIM) {
            boolean first = !claimed;
            claimed = true;
            return first;
        }
    }

    /** Says that {@link MemoryWatch} runs in this process: from now on the line is printed once. */
    static void watched() {
        watched = true;
    }

    /**
     * Whether {@code t} or one of its causes is the emulator's or the JVM's out of memory (not
     * the JVM's "unable to create native thread", which is the operating system's thread limit).
     */
    static boolean causes(Throwable t) {
        for (Throwable c = t; c != null; c = c.getCause() == c ? null : c.getCause()) {
            if (c instanceof OutOfMemoryError && !RunLauncher.isThreadLimit(c) || c instanceof OutOfMemoryException) {
                return true;
            }
        }
        return false;
    }

    /** The line for a JVM whose heap is {@code maxHeap} bytes on a machine of {@code physical} bytes (0: unknown). */
    static String line(long maxHeap, long physical) {
        String has = needs(maxHeap);
        long twice = 2 * maxHeap;
        if (physical > 0 && twice > physical) { // the launcher, not this line, keeps a share for the rest
            return has + ", and twice that is more than this machine can give (" + size(physical)
                    + " of memory); choose a smaller run";
        }
        return has + "; give it more, e.g. PCMEMU_JAVA_OPTS=-Xmx" + xmx(twice);
    }

    /* -Xmx value: whole GiB from 1 GiB on, whole MiB below, rounded up. */
    private static String xmx(long bytes) {
        return bytes >= GIB ? Math.ceilDiv(bytes, GIB) + "g" : Math.ceilDiv(bytes, MIB) + "m";
    }

    private static String needs(long maxHeap) {
        return "out of memory: the run needs more than this JVM's " + size(maxHeap) + " of heap";
    }

    /*
     * GiB with one decimal, rounded half up (bytes * 10 / 2^30 is exact in a double and never
     * exactly half a tenth), or whole MiB; no String.format, whose first use costs a cold JVM 5 ms.
     */
    static String size(long bytes) {
        if (bytes < GIB) {
            return bytes / MIB + " MiB";
        }
        long tenths = Math.round(bytes * 10.0 / GIB);
        return tenths / 10 + "." + tenths % 10 + " GiB";
    }

    private static long physicalMemory() {
        return ManagementFactory.getOperatingSystemMXBean() instanceof com.sun.management.OperatingSystemMXBean os
                ? os.getTotalMemorySize() : 0;
    }
}
