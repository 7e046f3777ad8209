package org.pcmemu.emulator;

import java.lang.management.ManagementFactory;
import java.util.Locale;

/** Sizes and heap advice as one line reads them, for {@link Limits#heap}. */
final class HeapText {
    private static final long MIB = 1L << 20;
    private static final long GIB = 1L << 30;

    private HeapText() {
    }

    /*
     * The heap this JVM got against what the run needs; how large a heap to give is the
     * launcher's to decide (docs/performance.md, "Memory"), so the advice is only half as much
     * again as the need, within the machine's memory.
     */
    static String refusal(String what, long bytes, long maxHeap) {
        String head = what + " needs about " + size(bytes) + " of heap, more than this JVM's " + size(maxHeap);
        long physical = physicalMemory();
        if (physical > 0 && bytes > physical) {
            return head + " and more than this machine can give (" + size(physical) + " of memory); choose smaller"
                    + " parameters";
        }
        long give = physical > 0 ? Math.min(bytes + bytes / 2, physical) : bytes + bytes / 2;
        return head + "; give it more, e.g. PCMEMU_JAVA_OPTS=-Xmx" + xmx(give);
    }

    /** "1.5 GiB", "64 MiB", "more than 2^63 bytes". */
    static String size(long bytes) {
        if (bytes == Long.MAX_VALUE) {
            return "more than 8 EiB";
        }
        return bytes >= GIB ? String.format(Locale.ROOT, "%.1f GiB", bytes / (double) GIB)
                : Math.ceilDiv(bytes, MIB) + " MiB";
    }

    /* An -Xmx value: whole GiB from 1 GiB on, whole MiB below, rounded up. */
    static String xmx(long bytes) {
        return bytes >= GIB ? Math.ceilDiv(bytes, GIB) + "g" : Math.ceilDiv(bytes, MIB) + "m";
    }

    static long physicalMemory() {
        return ManagementFactory.getOperatingSystemMXBean() instanceof com.sun.management.OperatingSystemMXBean os
                ? os.getTotalMemorySize() : 0;
    }
}
