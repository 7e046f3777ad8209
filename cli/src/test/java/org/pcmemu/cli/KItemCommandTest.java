package org.pcmemu.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import org.junit.jupiter.api.Test;

/** {@code run kitem} and {@code run continuous} on SPAA Figure 2's machine (P = 10, L = 3) and Figure 5's. */
class KItemCommandTest {
    private static final String[] FIGURE_TWO = {"--model", "postal", "--P", "10", "--lambda", "3"};

    private static JsonNode kitem(String... more) throws Exception {
        String[] args = new String[FIGURE_TWO.length + more.length];
        System.arraycopy(FIGURE_TWO, 0, args, 0, FIGURE_TWO.length);
        System.arraycopy(more, 0, args, FIGURE_TWO.length, more.length);
        return JsonOutput.run("kitem", args);
    }

    /* Figure 2, k = 8: B(9) = 7, k* = 2; 15 / 17 / 19; the endgame schedule measures 15. */
    @Test
    void figureTwoOptimalReportsEveryBound() throws Exception {
        JsonNode j = kitem("--items", "8");
        assertEquals("optimal", j.get("algorithm").asText());
        assertEquals(15, j.get("measured").asLong());
        assertEquals("equals", j.get("claim").asText());
        assertEquals(7, j.get("broadcastTime").asLong());
        assertEquals(2, j.get("kStar").asLong());
        assertEquals(15, j.get("lowerBound").get("value").asLong());
        assertEquals(15, j.get("theorem31").asLong());
        assertEquals(17, j.get("singleSendingBound").asLong());
        assertEquals(19, j.get("upperBound").get("value").asLong());
        assertTrue(j.get("upperBound").get("holds").asBoolean());
        assertEquals(8, j.get("completion").size());
        assertEquals(15, j.get("completion").get(7).asLong());
        assertEquals(10, j.get("holdsAll").size());
        assertEquals(72, j.get("messages").asLong());
    }

    @Test
    void figureTwoSingleSendingAndBuffered() throws Exception {
        JsonNode s = kitem("--items", "8", "--algorithm", "single-sending");
        assertTrue(s.get("measured").asLong() >= 17 && s.get("measured").asLong() <= 19);
        assertTrue(s.get("singleSendingBound").get("holds").asBoolean());
        JsonNode b = kitem("--items", "8", "--algorithm", "buffered");
        assertEquals(17, b.get("measured").asLong());
        assertEquals("equals", b.get("claim").asText());
        assertEquals("check", b.get("parameters").get("capacity").asText());
    }

    /* Figure 5: L = 3, P - 1 = 13, k = 14, buffered: 24. */
    @Test
    void figureFiveBufferedTakesTwentyFour() throws Exception {
        JsonNode j = JsonOutput.run("kitem", "--model", "postal", "--P", "14", "--lambda", "3", "--items", "14",
                "--algorithm", "buffered", "--table");
        assertEquals(24, j.get("measured").asLong());
        assertTrue(j.get("largestBuffer").asLong() <= 2);
        assertEquals(14, j.get("receptionTable").size()); // the time row and P1..P13
    }

    /* The reception table: rows P1..P9, time 3..15, every item once per row. */
    @Test
    void tableHasOneRowPerReceiverWithEveryItemOnce() {
        Invocation run = Invocation.of("run", "kitem", "--model", "postal", "--P", "10", "--lambda", "3", "--items", "8",
                "--table", "-q");
        assertEquals(0, run.exitCode(), run.err());
        String table = run.out().substring(run.out().indexOf("reception table (measured):"));
        String[] lines = table.split("\n");
        assertTrue(lines[1].startsWith("time  3  4"), lines[1]);
        assertTrue(lines[1].endsWith("15"), lines[1]);
        for (int p = 1; p <= 9; p++) {
            String row = lines[1 + p];
            assertTrue(row.startsWith("P" + p + " "), row);
            for (char item = 'a'; item <= 'h'; item++) {
                assertEquals(1, count(row, item), row + " " + item);
            }
        }
    }

    /* --table is a no/yes choice: alone it means yes; no prints no table, and JSON then has no field. */
    @Test
    void tableIsANoYesChoicePrintedLast() throws Exception {
        String[] line = {"run", "kitem", "--model", "postal", "--P", "10", "--lambda", "3", "--items", "8"};
        Invocation plain = Invocation.of(line);
        Invocation no = Invocation.of(with(line, "--table", "no"));
        Invocation yes = Invocation.of(with(line, "--table=yes"));
        assertEquals(0, yes.exitCode(), yes.err());
        assertFalse(plain.out().contains("reception table"), plain.out());
        assertFalse(no.out().contains("reception table"), no.out());
        String[] lines = yes.out().split("\n");
        assertEquals("P9    .  .  .  .  a  .  c  b  e  d  g  f  h", lines[lines.length - 1]); // SPAA Figure 2's last row
        assertTrue(yes.out().indexOf("holds every item at") < yes.out().indexOf("reception table (measured):"));
        assertTrue(yes.out().contains("reception table       9 rows"), yes.out());
        assertNull(JsonOutput.run("kitem", with(FIGURE_TWO, "--items", "8", "--table", "no")).get("receptionTable"));
        JsonNode c = JsonOutput.run("continuous", "--model", "postal", "--P", "10", "--lambda", "3", "--items", "12",
                "--table");
        assertEquals(10, c.get("receptionTable").size()); // the time row and P1..P9
        Invocation bad = Invocation.of(with(line, "--table", "maybe"));
        assertEquals(2, bad.exitCode());
        assertEquals("pcmemu: unknown table 'maybe' (known: no, yes)", bad.err().strip());
    }

    /* list names the choice by its names, and a results file has no table column: it changes only what run prints. */
    @Test
    void listNamesTheTableChoices() {
        Invocation list = Invocation.of("list");
        assertEquals(0, list.exitCode(), list.err());
        assertTrue(list.out().contains("--table (default no; 0 no, 1 yes): also print the reception table"), list.out());
        assertFalse(org.pcmemu.harness.ReportFile.PARAMETERS.contains("table"));
        assertTrue(org.pcmemu.harness.ReportFile.PARAMETERS.contains("items"));
    }

    /*
     * The buffered model checks an enforced capacity instead (SPAA section 3.5): run shows the mode
     * it ran under, and compare and sweep measure what run does (Figure 5: 24).
     */
    @Test
    void bufferedRunsUnderACheckedCapacityInRunCompareAndSweep() {
        Invocation run = Invocation.of("run", "kitem", "--model", "postal", "--P", "14", "--lambda", "3", "--items", "14",
                "--algorithm", "buffered", "-q");
        assertEquals(0, run.exitCode(), run.err());
        assertTrue(run.out().contains("postal  P=14  lambda=3  capacity=check"), run.out());
        assertTrue(run.out().contains("measured              24 cycles"), run.out());
        Invocation compare = Invocation.of("compare", "kitem", "--P", "14", "--machine", "postal:lambda=3", "--param",
                "items=14", "--csv");
        assertEquals(0, compare.exitCode(), compare.err());
        assertFalse(compare.out().contains("table"), compare.out());
        assertTrue(compare.out().contains("\npostal,buffered,14,,,,,,3,,,,,,,,,,,14,,,,,,24,24,equals,true,"), compare.out());
        Invocation sweep = Invocation.of("sweep", "kitem", "--model", "postal", "--lambda", "3", "--P", "14", "--items",
                "14", "--algorithm", "buffered", "--out", "-");
        assertEquals(0, sweep.exitCode(), sweep.err());
        assertTrue(sweep.out().contains("\npostal,buffered,14,,,,,,3,,,,,,,,,,,14,,,,,,24,24,equals,true,"), sweep.out());
    }

    private static String[] with(String[] line, String... more) {
        String[] out = java.util.Arrays.copyOf(line, line.length + more.length);
        System.arraycopy(more, 0, out, line.length, more.length);
        return out;
    }

    private static long count(String row, char item) {
        return row.substring(row.indexOf(' ')).chars().filter(c -> c == item).count();
    }

    /* Continuous broadcast, P - 1 = 9, L = 3: every delay is 10. */
    @Test
    void continuousFigureTwoDelaysAreTen() throws Exception {
        JsonNode j = JsonOutput.run("continuous", "--model", "postal", "--P", "10", "--lambda", "3", "--items", "40");
        assertEquals(10, j.get("measured").asLong());
        assertEquals("equals", j.get("claim").asText());
        assertEquals(40, j.get("delays").size());
        for (JsonNode d : j.get("delays")) {
            assertEquals(10, d.asLong());
        }
        assertEquals("found", j.get("search").asText());
    }

    /* L = 4, P - 1 = f_8 = 7: no block-cyclic schedule (SPAA section 3.3); a pruned tree gives more. */
    @Test
    void continuousLambdaFourTEightHasNoBlockCyclicSchedule() throws Exception {
        JsonNode j = JsonOutput.run("continuous", "--model", "postal", "--P", "8", "--lambda", "4", "--items", "20");
        assertEquals("none exists", j.get("search").asText());
        assertTrue(j.get("measured").asLong() > 12);
        assertTrue(j.get("claimHolds").asBoolean());
    }

    @Test
    void badInputIsOneLineAndExitTwo() {
        String[][] bad = {
            {"run", "kitem", "--model", "logp", "--P", "10", "--L", "3", "--o", "1", "--g", "2"},
            {"run", "kitem", "--model", "postal", "--P", "1", "--lambda", "3"},
            {"run", "kitem", "--model", "postal", "--P", "10", "--lambda", "3", "--items", "0"},
            {"run", "kitem", "--model", "postal", "--P", "10", "--lambda", "3", "--algorithm", "fastest"},
            {"run", "kitem", "--model", "postal", "--P", "100000", "--lambda", "3", "--items", "1000"},
            {"run", "continuous", "--model", "postal", "--P", "10", "--lambda", "3", "--items", "-4"},
        };
        for (String[] args : bad) {
            Invocation run = Invocation.of(args);
            assertEquals(2, run.exitCode(), String.join(" ", args) + ": " + run.err());
            assertEquals(1, run.err().strip().lines().count(), run.err());
            assertEquals("", run.out());
        }
    }

    @Test
    void compareSeesTheNewProblems() {
        Invocation run = Invocation.of("compare", "kitem", "--p", "10", "--machine", "postal:lambda=3", "--param",
                "items=8");
        assertEquals(0, run.exitCode(), run.err());
        assertTrue(run.out().contains("buffered"), run.out());
        Invocation c = Invocation.of("compare", "continuous", "--p", "10", "--machine", "postal:lambda=3");
        assertEquals(0, c.exitCode(), c.err());
        assertTrue(c.out().contains("block-cyclic"), c.out());
    }
}
