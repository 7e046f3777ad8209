package org.pcmemu.cli;

import org.pcmemu.emulator.Limits;
import org.pcmemu.harness.ModelKind;

/**
 * Whether a run of P processors will fit in this JVM's heap, from the heap per processor measured
 * at P = 10^6 with no collection (bench/README.md): about 1.5 KB for LogP and postal (the window
 * engine), 2 KB for BSP and 3.6 KB for H-PRAM and D-BSP (the barrier engine with sub-machines;
 * of the broadcasts the command line runs there, Heywood-Ranka with k = 2 allocates the most,
 * 3.3 KB per processor, and ROOT and the binary trees 2.1 to 2.9 KB). The {@code pcmemu}
 * launcher sizes the heap from the same figures; this check refuses a run when the heap it got
 * (or was given) is smaller, before any thread starts.
 */
final class HeapCheck {
    private HeapCheck() {
    }

    /** Heap bytes one processor needs at the peak of a run on {@code model}. */
    static long bytesPerProcessor(ModelKind model) {
        return switch (model) {
            case LOGP, POSTAL -> 1_600;
            case BSP -> 2_000;
            case HPRAM, DBSP -> 3_600;
        };
    }

    /**
     * Refuses (exit 2) a run of P processors that needs more than {@code maxHeap}, with one line
     * naming the estimate and the -Xmx to give, or saying that the machine is too small.
     */
    static void check(ModelKind model, long processors, long maxHeap) {
        if (processors < 1) {
            return; // the model refuses it, naming the rule
        }
        long bytes = Limits.plus(Limits.times(processors, bytesPerProcessor(model)), 16L << 20);
        if (bytes <= maxHeap) {
            return; // no message to build: the first BigDecimal of a JVM costs a cold run 30 ms
        }
        Limits.heap(model.label() + " with " + processors + " processors (about "
                + kilobytes(bytesPerProcessor(model)) + " KB each)", bytes, maxHeap);
    }

    /* 1600 -> "1.6", 2000 -> "2": bytes in thousands, without trailing zeros. */
    static String kilobytes(long bytes) {
        String fraction = String.format("%03d", bytes % 1000).replaceAll("0+$", "");
        return bytes / 1000 + (fraction.isEmpty() ? "" : "." + fraction);
    }
}
