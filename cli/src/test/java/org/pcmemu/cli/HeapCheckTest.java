package org.pcmemu.cli;

import static org.junit.jupiter.api.Assertions.assertDoesNotThrow;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.pcmemu.emulator.InvalidParameterException;
import org.pcmemu.harness.ModelKind;

class HeapCheckTest {

    @Test
    void aRunThatFitsIsAccepted() {
        assertDoesNotThrow(() -> HeapCheck.check(ModelKind.LOGP, 1_000_000, 6L << 30)); // 2.5 GB of 6 GiB
        assertDoesNotThrow(() -> HeapCheck.check(ModelKind.BSP, 1000, 256L << 20));
        // 10^6 D-BSP processors at 3.6 KB each, plus 16 MiB: 3.4 GiB, within 4 GiB and not 3 (the
        // broadcasts allocate 2.1 to 3.3 KB per processor at 10^6; docs/performance.md, "Memory")
        assertDoesNotThrow(() -> HeapCheck.check(ModelKind.DBSP, 1_000_000, 4L << 30));
        assertThrows(InvalidParameterException.class, () -> HeapCheck.check(ModelKind.DBSP, 1_000_000, 3L << 30));
    }

    @Test
    void aRunThatDoesNotFitIsRefusedWithOneLineNamingTheHeapToGive() {
        // 3.5 * 10^5 H-PRAM processors at 3.6 KB each, plus 16 MiB: about 1.2 GiB, more than 1 GiB
        String w = assertThrows(InvalidParameterException.class,
                () -> HeapCheck.check(ModelKind.HPRAM, 350_000, 1L << 30)).getMessage();
        assertTrue(w.startsWith("hpram with 350000 processors (about 3.6 KB each) needs about 1.2 GiB of heap,"
                + " more than this JVM's 1.0 GiB"), w);
        assertTrue(w.contains("PCMEMU_JAVA_OPTS=-Xmx2g"), w); // 1.5 times the need, rounded up
        assertTrue(w.lines().count() == 1, w);
    }

    @Test
    void aRunBeyondTheMachineSaysSo() {
        // 2^28 LogP processors at 1.6 KB each: 400 GiB, more than any machine this runs on
        String w = assertThrows(InvalidParameterException.class,
                () -> HeapCheck.check(ModelKind.LOGP, 1 << 28, 1L << 30)).getMessage();
        assertTrue(w.contains("more than this machine can give"), w);
    }

    @Test
    void kilobytesAreWrittenWithoutTrailingZeros() {
        assertEquals("1.6", HeapCheck.kilobytes(1_600));
        assertEquals("2", HeapCheck.kilobytes(2_000));
        assertEquals("3.6", HeapCheck.kilobytes(3_600));
        assertEquals("0.05", HeapCheck.kilobytes(50));
        assertEquals("12.345", HeapCheck.kilobytes(12_345));
    }
}
