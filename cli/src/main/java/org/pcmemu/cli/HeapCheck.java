package org.pcmemu.cli;

import java.io.PrintWriter;
import java.util.Locale;
import org.pcmemu.harness.ModelKind;

/**
 * Whether a run of P processors will fit in this JVM's heap, from the heap per processor measured
 * at large P (bench/README.md): about 1.5 KB for LogP and postal (the window engine), 2 KB for BSP
 * and 18 KB for H-PRAM and D-BSP (the barrier engine with sub-machines). The {@code pcmemu}
 * launcher sizes the heap from the same figures; this check warns when the heap it got (or was
 * given) is smaller.
 */
final class HeapCheck {
    private HeapCheck() {
    }

    /** Heap bytes one processor needs at the peak of a run on {@code model}. */
    static long bytesPerProcessor(ModelKind model) {
        return switch (model) {
            case LOGP, POSTAL -> 1_600;
            case BSP -> 2_000;
            case HPRAM, DBSP -> 18_000;
        };
    }

    /** Prints one warning line to {@code err} if P processors likely need more than {@code maxHeap}. */
    static void warnIfTooSmall(ModelKind model, long processors, long maxHeap, PrintWriter err) {
        long need = processors * bytesPerProcessor(model) + (64L << 20);
        if (need > maxHeap) {
            err.printf(Locale.ROOT, "pcmemu: warning: %s with %d processors needs about %.1f GiB of heap, this JVM"
                            + " has %.1f GiB; the run may fail (give more with PCMEMU_JAVA_OPTS=-Xmx%dg)%n",
                    model.label(), processors, need / GIB, maxHeap / GIB, (long) Math.ceil(need * 1.5 / GIB));
            err.flush();
        }
    }

    private static final double GIB = 1024.0 * 1024 * 1024;
}
