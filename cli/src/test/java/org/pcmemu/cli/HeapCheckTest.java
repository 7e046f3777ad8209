package org.pcmemu.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.PrintWriter;
import java.io.StringWriter;
import org.junit.jupiter.api.Test;
import org.pcmemu.harness.ModelKind;

class HeapCheckTest {

    private static String warning(ModelKind model, long processors, long heap) {
        StringWriter out = new StringWriter();
        HeapCheck.warnIfTooSmall(model, processors, heap, new PrintWriter(out));
        return out.toString();
    }

    @Test
    void aRunThatFitsGetsNoWarning() {
        assertEquals("", warning(ModelKind.LOGP, 1_000_000, 6L << 30)); // 1.6 GB of 6 GiB
        assertEquals("", warning(ModelKind.BSP, 1000, 256L << 20));
    }

    @Test
    void aRunThatDoesNotFitGetsOneLineNamingTheHeapToGive() {
        // 10^6 H-PRAM processors at 18 KB each: about 16.8 GiB, more than 4 GiB
        String w = warning(ModelKind.HPRAM, 1_000_000, 4L << 30);
        assertTrue(w.startsWith("pcmemu: warning: hpram with 1000000 processors needs about 16.8 GiB of heap, this JVM"
                + " has 4.0 GiB"), w);
        assertTrue(w.contains("PCMEMU_JAVA_OPTS=-Xmx26g"), w);
        assertEquals(1, w.lines().count());
    }
}
