package org.pcmemu.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Locale;
import java.util.Random;
import org.junit.jupiter.api.Test;

/** The out-of-memory line's sizes and hints, without running out of memory (OutOfMemoryTest does). */
class OutOfMemoryLineTest {
    private static final long MIB = 1L << 20;
    private static final long GIB = 1L << 30;

    @Test
    void gibibytesAreWrittenAsStringFormatWritesThem() {
        Random random = new Random(11);
        for (int i = 0; i < 200_000; i++) {
            long bytes = GIB + (random.nextLong() >>> 24); // 1 GiB to 1 TiB
            if (i % 4 == 0) {
                bytes = GIB * (1 + random.nextInt(64)) + MIB * random.nextInt(1024); // whole MiB, as heaps are
            }
            assertEquals(String.format(Locale.ROOT, "%.1f GiB", bytes / (double) GIB), OutOfMemory.size(bytes),
                    "bytes " + bytes);
        }
        assertEquals("64 MiB", OutOfMemory.size(64 * MIB));
        assertEquals("1023 MiB", OutOfMemory.size(GIB - 1));
    }

    @Test
    void theHintDependsOnTheMachine() {
        assertEquals("out of memory: the run needs more than this JVM's 64 MiB of heap; give it more,"
                + " e.g. PCMEMU_JAVA_OPTS=-Xmx128m", OutOfMemory.line(64 * MIB, 24 * GIB));
        assertEquals("out of memory: the run needs more than this JVM's 20.0 GiB of heap, and twice that is"
                + " more than this machine can give (23.5 GiB of memory); choose a smaller run",
                OutOfMemory.line(20 * GIB, 23 * GIB + GIB / 2));
    }
}
