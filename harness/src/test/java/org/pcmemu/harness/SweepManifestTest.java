package org.pcmemu.harness;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.pcmemu.emulator.InvalidParameterException;

class SweepManifestTest {
    @TempDir
    Path dir;

    private static SweepManifest broadcast(String latencies, Shard shard) {
        return new SweepManifest("broadcast", "logp", List.of("optimal", "flat"), new Grid().add("P", "2..64:log2", true)
                .add("L", latencies, true).addLabels("capacity", "enforce,check").axes(), null, null, shard);
    }

    @Test
    void aManifestReadsBackAsWritten() {
        Path file = SweepManifest.beside(dir.resolve("runs.shard-2.csv"));
        assertEquals("runs.shard-2.csv.sweep.json", file.getFileName().toString());
        SweepManifest written = broadcast("6,8", new Shard(2, 4));
        written.write(file);
        assertEquals(written, SweepManifest.read(file));
        SweepManifest custom = new SweepManifest("custom", "bsp", List.of("Ring"),
                new Grid().add("P", "8", true).add("latency", "log k", false).axes(), 7L,
                new SweepManifest.Program("/x/Ring.java", "ab12", null, null, "P*L", "equals", "once"), new Shard(0, 1));
        custom.write(file);
        assertEquals(custom, SweepManifest.read(file));
        assertEquals(custom.toGrid().points(), new Grid().add("P", "8", true).add("latency", "log k", false).points());
    }

    /* Another sweep is named by its first difference; the same grid spelled otherwise and another shard are none. */
    @Test
    void theFirstDifferenceIsNamed() {
        SweepManifest a = broadcast("6,8", new Shard(0, 4));
        assertNull(a.difference(broadcast("6..8:2", new Shard(3, 4)), "a", "b"));
        assertNull(a.difference(broadcast("6,8", new Shard(1, 3)), "a", "b"), "the split is the caller's to check");
        assertEquals("--L 6,8 in a.csv, 6 in b.csv", a.difference(broadcast("6", new Shard(1, 4)), "a.csv", "b.csv"));
        SweepManifest postal = new SweepManifest("broadcast", "postal", a.algorithms(), a.grid(), null, null,
                a.shard());
        assertEquals("model logp in a, postal in b", a.difference(postal, "a", "b"));
        SweepManifest spread = new SweepManifest("broadcast", "logp", a.algorithms(), a.grid(), 5L, null, a.shard());
        assertEquals("--latency-spread none in a, 5 in b", a.difference(spread, "a", "b"));
        SweepManifest reordered = new SweepManifest("broadcast", "logp", a.algorithms(),
                List.of(a.grid().get(1), a.grid().get(0), a.grid().get(2)), null, null, a.shard());
        assertEquals("parameters --P --L --capacity in a, --L --P --capacity in b", a.difference(reordered, "a", "b"));
        SweepManifest.Program ring = new SweepManifest.Program("/x/Ring.java", "aaaaaaaaaaaaaaaa", null, null, null,
                null, "once");
        SweepManifest.Program edited = new SweepManifest.Program("/x/Ring.java", "bbbbbbbbbbbbbbbb", null, null, null,
                null, "once");
        SweepManifest one = new SweepManifest("custom", "logp", List.of("Ring"), a.grid(), null, ring, a.shard());
        SweepManifest other = new SweepManifest("custom", "logp", List.of("Ring"), a.grid(), null, edited, a.shard());
        assertEquals("the text of /x/Ring.java sha256 aaaaaaaaaaaa in a, sha256 bbbbbbbbbbbb in b",
                one.difference(other, "a", "b"));
    }

    /* A manifest written when --jitter drew the latencies: its seed is the spread's. */
    @Test
    void anOldJitterSeedReadsAsTheLatencySpread() throws Exception {
        Path file = dir.resolve("old.csv.sweep.json");
        SweepManifest spread = new SweepManifest("broadcast", "logp", List.of("optimal"),
                new Grid().add("P", "8", true).axes(), 5L, null, Shard.WHOLE);
        spread.write(file);
        String text = Files.readString(file);
        assertTrue(text.contains("\"latencySpread\" : 5"), text);
        Files.writeString(file, text.replace("\"latencySpread\"", "\"jitter\""));
        assertEquals(spread, SweepManifest.read(file));
    }

    @Test
    void aFileThatIsNotAManifestIsRefusedByName() throws Exception {
        Path file = dir.resolve("x.csv.sweep.json");
        assertTrue(assertThrows(InvalidParameterException.class, () -> SweepManifest.read(file)).getMessage()
                .startsWith("no " + file + ": its report file was not written by sweep --shard"));
        for (String text : List.of("", "{", "[]", "{\"pcmemu\": \"sweep shard\"}", "{\"model\": 3}")) {
            Files.writeString(file, text);
            assertEquals(file + " is not a sweep shard's description of this pcmemu; run the shard again into a new"
                    + " file", assertThrows(InvalidParameterException.class, () -> SweepManifest.read(file))
                    .getMessage(), text);
        }
    }
}
