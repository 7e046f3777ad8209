package org.pcmemu.cli;

import static org.junit.jupiter.api.Assertions.assertDoesNotThrow;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.Reader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Properties;
import org.junit.jupiter.api.Test;
import org.pcmemu.emulator.InvalidParameterException;
import org.pcmemu.harness.ModelKind;

class HeapCheckTest {
    private static final long MIB = 1L << 20;

    @Test
    void everyModelHasAFigure() {
        for (ModelKind model : ModelKind.values()) {
            long bytes = HeapCheck.bytesPerProcessor(model);
            assertTrue(bytes >= 100 && bytes <= HeapCheck.MOST_BYTES, model + ": " + bytes);
        }
    }

    @Test
    void theLauncherReadsTheSameFile() throws IOException {
        // Surefire runs in cli/; the launcher is at the repository root and names the file's path
        // in the source tree, from which Maven copies the class path resource.
        String source = "cli/src/main/resources/org/pcmemu/cli/" + HeapCheck.FIGURES;
        String launcher = Files.readString(Path.of("..", "pcmemu"));
        assertTrue(launcher.contains("\"$root/" + source + "\""), "pcmemu does not read " + source);
        Properties inTree = new Properties();
        try (Reader in = Files.newBufferedReader(Path.of("..", source))) {
            inTree.load(in);
        }
        assertEquals(inTree, HeapCheck.load());
    }

    @Test
    void aMissingOrBadFigureIsNamed() {
        Properties figures = new Properties();
        figures.setProperty("logp", "1.5 KB");
        String w = assertThrows(IllegalStateException.class, () -> HeapCheck.figure(figures, "logp")).getMessage();
        assertEquals(HeapCheck.FIGURES + ": 'logp' is '1.5 KB', not a number of bytes from 1 to "
                + HeapCheck.MOST_BYTES, w);
        figures.setProperty("logp", Long.toString(HeapCheck.MOST_BYTES + 1));
        assertThrows(IllegalStateException.class, () -> HeapCheck.figure(figures, "logp"));
        w = assertThrows(IllegalStateException.class, () -> HeapCheck.figure(figures, "bsp")).getMessage();
        assertEquals(HeapCheck.FIGURES + ": 'bsp' is missing", w);
        figures.setProperty("bsp", " 2000 ");
        assertEquals(2000, HeapCheck.figure(figures, "bsp"));
    }

    @Test
    void aRunThatFitsIsAccepted() {
        for (ModelKind model : ModelKind.values()) {
            long processors = 1_000_000;
            long need = processors * HeapCheck.bytesPerProcessor(model) + 16 * MIB;
            assertDoesNotThrow(() -> HeapCheck.check(model, processors, need));
            assertThrows(InvalidParameterException.class, () -> HeapCheck.check(model, processors, need - 1));
        }
        assertDoesNotThrow(() -> HeapCheck.check(ModelKind.BSP, 1000, 256 * MIB));
        // at the bound that needs no figure, and just past it, where the figure decides
        long most = (256 * MIB - 16 * MIB) / HeapCheck.MOST_BYTES;
        assertDoesNotThrow(() -> HeapCheck.check(ModelKind.LOGP, most, 256 * MIB));
        assertDoesNotThrow(() -> HeapCheck.check(ModelKind.LOGP, most + 1, 256 * MIB));
        assertThrows(InvalidParameterException.class, () -> HeapCheck.check(ModelKind.LOGP, 2 * most, 32 * MIB));
    }

    @Test
    void aRunThatDoesNotFitIsRefusedWithOneLineNamingTheHeapToGive() {
        // A run that needs about 1.2 GiB on a heap of 1 GiB
        long bytes = HeapCheck.bytesPerProcessor(ModelKind.HPRAM);
        long processors = (1228 * MIB - 16 * MIB) / bytes;
        String w = assertThrows(InvalidParameterException.class,
                () -> HeapCheck.check(ModelKind.HPRAM, processors, 1L << 30)).getMessage();
        assertTrue(w.startsWith("hpram with " + processors + " processors (about " + HeapCheck.kilobytes(bytes)
                + " KB each) needs about 1.2 GiB of heap, more than this JVM's 1.0 GiB"), w);
        assertTrue(w.contains("PCMEMU_JAVA_OPTS=-Xmx2g"), w); // 1.5 times the need, rounded up
        assertTrue(w.lines().count() == 1, w);
    }

    @Test
    void aRunBeyondTheMachineSaysSo() {
        // 2^28 LogP processors: hundreds of GiB, more than any machine this runs on
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
