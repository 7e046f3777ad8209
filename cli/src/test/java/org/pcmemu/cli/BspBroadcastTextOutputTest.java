package org.pcmemu.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

/*
 * Expected costs from the lecture notes "Broadcasting" on BSP by hand, never from the code under test.
 * A superstep realizing an h-relation costs max(L, h g) ("Communication Performance") under the
 * default convention max, and h g + L under sum.
 */
class BspBroadcastTextOutputTest {

    private static Invocation ok(String... args) {
        Invocation run = Invocation.of(args);
        assertEquals(0, run.exitCode(), run.err());
        assertEquals("", run.err());
        return run;
    }

    private static void assertRow(String out, String label, String value) {
        String end = value.endsWith("\\n") ? "" : "\\b";
        assertTrue(out.matches("(?s).*\\n\\s+" + label + "\\s+" + value + end + ".*"), out);
    }

    /*
     * Algorithm 3, p = 64 = 8^2, k = 8: r = 2 supersteps. In each, a sender sends k - 1 = 7 copies
     * and a receiver gets 1, so h = 7 and the cost is max(8, 7 * 1) = 8: 16 in all. Superstep 0:
     * 0 -> 8, 16, ..., 56 (7 messages); superstep 1: each of 0..7 sends 7 (56 messages), from 8.
     */
    @Test
    void karyWithK8OnP64G1L8Costs16InTwoSuperstepsOf8() {
        Invocation run = ok(Invocation.bsp64(8, "--algorithm", "kary", "--k", "8"));
        assertRow(run.out(), "model", "bsp\\s+P=64\\s+g=1\\s+L=8\\s+cost=max\\n");
        assertRow(run.out(), "algorithm", "kary\\s+k=8\\s+words=1\\n");
        assertRow(run.out(), "measured", "16 cycles");
        assertRow(run.out(), "bound", "16 cycles");
        assertRow(run.out(), "claim", "equals\\s+holds");
        assertRow(run.out(), "messages", "63");
        List<String> table = supersteps(run.out());
        assertEquals(List.of(
                "superstep  start  w  h  messages  words  cost",
                "        0      0  0  7         7      7     8",
                "        1      8  0  7        56     56     8"), table);
        assertTrue(run.out().contains("cost = w + max(L, h*g)"), run.out());
    }

    /* Algorithm 1, n = 1: one superstep, processor 0 sends p - 1 = 63 copies: max(1, 63 * 1) = 63. */
    @Test
    void flatOnP64G1L1Costs63InOneSuperstep() {
        Invocation run = ok(Invocation.bsp64(1, "--algorithm", "flat"));
        assertRow(run.out(), "measured", "63 cycles");
        assertRow(run.out(), "bound", "63 cycles");
        assertRow(run.out(), "algorithm", "flat\\s+words=1\\n");
        assertEquals(List.of(
                "superstep  start  w   h  messages  words  cost",
                "        0      0  0  63        63     63    63"), supersteps(run.out()));
    }

    /* Valiant's convention: each of the two supersteps costs 7 * 1 + 8 = 15. */
    @Test
    void sumConventionPricesEachKarySuperstepHgPlusL() {
        Invocation run = ok(Invocation.bsp64(8, "--algorithm", "kary", "--k", "8", "--cost", "sum"));
        assertRow(run.out(), "model", "bsp\\s+P=64\\s+g=1\\s+L=8\\s+cost=sum\\n");
        assertRow(run.out(), "measured", "30 cycles");
        assertTrue(run.out().contains("cost = w + h*g + L"), run.out());
    }

    /* The notes write p, the LogP papers P: both spellings name the processor count of any model. */
    @Test
    void upperCasePIsTheProcessorCountOfBspToo() {
        Invocation run = ok("run", "broadcast", "--model", "bsp", "--P", "64", "--g", "1", "--L", "8",
                "--algorithm", "kary", "--k", "8");
        assertRow(run.out(), "model", "bsp\\s+P=64\\s+g=1\\s+L=8\\s+cost=max\\n");
        assertRow(run.out(), "measured", "16 cycles");
    }

    @Test
    void lowerCasePIsTheProcessorCountOfLogPToo() {
        Invocation run = ok("run", "broadcast", "--model", "logp", "--p", "8", "--L", "6", "--o", "2", "--g", "4");
        assertRow(run.out(), "model", "logp\\s+P=8\\s+L=6\\s+o=2\\s+g=4\\s+capacity=enforce\\n");
        assertRow(run.out(), "measured", "24 cycles");
    }

    /* BSP has no synchronization windows, LogP capacity or per-processor information times. */
    @Test
    void bspTextHasNoLogPOnlyRows() {
        Invocation run = ok(Invocation.bsp64(8, "--algorithm", "binary"));
        assertRow(run.out(), "measured", "48 cycles"); // Algorithm 2: lg 64 = 6 supersteps of max(8, 1)
        assertFalse(run.out().contains("windows"), run.out());
        assertFalse(run.out().contains("capacity"), run.out());
        assertFalse(run.out().contains("information times"), run.out());
        assertEquals(7, supersteps(run.out()).size()); // header and 6 supersteps
    }

    @Test
    void platformThreadsGiveTheSameBspCost() {
        Invocation run = ok(Invocation.bsp64(8, "--algorithm", "kary", "--k", "8", "--threads", "platform"));
        assertRow(run.out(), "measured", "16 cycles");
        assertTrue(run.out().contains("platform threads"), run.out());
    }

    /* The table under "supersteps (...):", without its indentation. */
    private static List<String> supersteps(String out) {
        List<String> lines = out.lines().toList();
        int heading = 0;
        while (!lines.get(heading).startsWith("supersteps (")) {
            heading++;
        }
        return lines.subList(heading + 1, lines.size()).stream()
                .takeWhile(l -> l.startsWith("  ")).map(l -> l.substring(2)).toList();
    }
}
