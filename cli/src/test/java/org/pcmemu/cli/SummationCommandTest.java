package org.pcmemu.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * {@code run summation} on the LogP paper's summation example (Figure 4; SPAA Figure 6):
 * P = 8, L = 5, o = 2, g = 4.
 *
 * <p>By hand (the derivation is written out in the algorithms module's
 * {@code SummationFigureFourTest}): the reversed schedule is the optimal broadcast tree for
 * latency L+1 = 6, o = 2 and sibling spacing max(g, o+1) = 4, labels 0 10 14 18 20 22 24 24.
 * With N(t) = (t+1) + sum over the non-root labels d < t - o of (t - o - d):
 * <pre>
 *   N(28) = 29 + (16 + 12 + 8 + 6 + 4 + 2 + 2) = 79        (all 8 processors)
 *   N(29) = 30 + (17 + 13 + 9 + 7 + 5 + 3 + 3) = 87 >= 80   so T(80) = 29;
 *   for 80 operands the gains 30, 17, 13, 9, 7, 5 reach 81 >= 80 with 6 processors.
 * </pre>
 */
class SummationCommandTest {
    private static final String[] FIGURE_FOUR = {"--model", "logp", "--P", "8", "--L", "5", "--o", "2", "--g", "4"};

    private static JsonNode summation(String... more) throws Exception {
        String[] args = new String[FIGURE_FOUR.length + more.length];
        System.arraycopy(FIGURE_FOUR, 0, args, 0, FIGURE_FOUR.length);
        System.arraycopy(more, 0, args, FIGURE_FOUR.length, more.length);
        return JsonOutput.run("summation", args);
    }

    @Test
    void figureFourDeadline28SumsSeventyNineOperandsTo3160() throws Exception {
        JsonNode j = summation("--time", "28");
        assertEquals("summation", j.get("command").asText());
        assertEquals("optimal", j.get("algorithm").asText());
        assertEquals(28, j.get("measured").asLong());
        assertEquals(28, j.get("bound").asLong());
        assertEquals("equals", j.get("claim").asText());
        assertTrue(j.get("claimHolds").asBoolean());
        assertEquals(79, j.get("operands").asLong());
        assertEquals(8, j.get("processorsUsed").asLong());
        assertEquals("deadline", j.get("problem").asText());
        assertEquals("sum", j.get("operator").asText());
        assertTrue(j.get("value").isIntegralNumber(), j.toString());
        assertEquals(79 * 80 / 2, j.get("value").asLong()); // 3160
        assertEquals(7, j.get("messages").asLong()); // one partial sum from each non-root processor
        assertEquals(28, j.get("finishTimes").get(0).asLong()); // the root holds the sum at t
    }

    @Test
    void eightyOperandsTakeTwentyNineCyclesOnSixProcessors() throws Exception {
        JsonNode j = summation("--operands", "80");
        assertEquals(29, j.get("measured").asLong());
        assertEquals(29, j.get("bound").asLong());
        assertEquals("equals", j.get("claim").asText());
        assertEquals(80, j.get("operands").asLong());
        assertEquals(6, j.get("processorsUsed").asLong());
        assertEquals(5, j.get("messages").asLong());
        assertEquals("operands", j.get("problem").asText());
        assertEquals(80 * 81 / 2, j.get("value").asLong()); // 3240
        JsonNode own = j.get("algorithmBound");
        assertEquals(29, own.get("value").asLong());
        assertEquals("equals", own.get("claim").asText());
        assertTrue(own.get("holds").asBoolean());
    }

    /*
     * Blocks of ceil(80/8) = 10 operands take 9 cycles; then log2 8 = 3 rounds of send (o = 2),
     * latency 5, receive (o = 2) and one addition: 9 + 3 * 10 = 39, against the optimum 29.
     */
    @Test
    void binaryTreeTakesThirtyNineAgainstTheOptimumTwentyNine() throws Exception {
        JsonNode j = summation("--operands", "80", "--algorithm", "binary-tree");
        assertEquals("binary-tree", j.get("algorithm").asText());
        assertEquals(39, j.get("measured").asLong());
        assertEquals(29, j.get("bound").asLong());
        assertEquals("at least", j.get("claim").asText());
        assertTrue(j.get("claimHolds").asBoolean());
        assertEquals(39.0 / 29, j.get("ratio").asDouble(), 1e-12);
        assertEquals(39, j.get("algorithmBound").get("value").asLong());
        assertEquals("at most", j.get("algorithmBound").get("claim").asText());
        assertEquals(80 * 81 / 2, j.get("value").asLong());
    }

    @Test
    void shortConcatenationIsPrintedWhole() throws Exception {
        JsonNode j = summation("--operands", "16", "--operator", "concat");
        StringBuilder expected = new StringBuilder();
        for (int i = 0; i < 16; i++) {
            expected.append('<').append(i).append('>');
        }
        assertTrue(j.get("value").isTextual(), j.toString());
        assertEquals(expected.toString(), j.get("value").asText());
    }

    /* 79 labels: 10 of 3 characters and 69 of 4, 306 in all; the hash is recomputed here. */
    @Test
    void longConcatenationIsItsLengthHashAndEdges() throws Exception {
        JsonNode v = summation("--time", "28", "--operator", "concat").get("value");
        StringBuilder s = new StringBuilder();
        for (int i = 0; i < 79; i++) {
            s.append('<').append(i).append('>');
        }
        long hash = 0;
        for (int i = 0; i < s.length(); i++) {
            hash = (hash * 131 + s.charAt(i)) % ((1L << 31) - 1);
        }
        assertEquals(306, s.length());
        assertEquals(306, v.get("length").asLong());
        assertEquals(hash, v.get("hash").asLong());
        assertEquals(s.substring(0, 24), v.get("head").asText());
        assertEquals(s.substring(306 - 24), v.get("tail").asText());
    }

    /* The product of [[1 + i%7, i+1], [2i+3, 1 + i%5]] for i = 0..79 mod 2^31 - 1, multiplied out here. */
    @Test
    void matrixValueIsTheOrderedProductOfTheEightySamples() throws Exception {
        JsonNode v = summation("--operands", "80", "--operator", "matrix").get("value");
        long p = (1L << 31) - 1;
        long[] m = {1, 1, 3, 1};
        for (long i = 1; i < 80; i++) {
            long[] x = {1 + i % 7, i + 1, 2 * i + 3, 1 + i % 5};
            m = new long[] {(m[0] * x[0] + m[1] * x[2]) % p, (m[0] * x[1] + m[1] * x[3]) % p,
                (m[2] * x[0] + m[3] * x[2]) % p, (m[2] * x[1] + m[3] * x[3]) % p};
        }
        assertEquals(2, v.size());
        assertEquals(m[0], v.get(0).get(0).asLong());
        assertEquals(m[1], v.get(0).get(1).asLong());
        assertEquals(m[2], v.get(1).get(0).asLong());
        assertEquals(m[3], v.get(1).get(1).asLong());
    }

    @Test
    void postalDeadlineRunEqualsItsDeadline() throws Exception {
        JsonNode j = JsonOutput.run("summation", "--model", "postal", "--P", "4", "--lambda", "3", "--time", "10");
        assertEquals("postal", j.get("model").asText());
        assertEquals(10, j.get("measured").asLong());
        assertTrue(j.get("claimHolds").asBoolean());
        long n = j.get("operands").asLong();
        // more than one processor alone can add in t = 10 cycles (t + 1), at most P(t + 1) = 44
        assertTrue(n > 11 && n <= 44, n + " operands");
        assertEquals(n * (n + 1) / 2, j.get("value").asLong());
    }

    @Test
    void textShowsOperandsValueAndTheHoldingClaim() {
        String[] args = new String[FIGURE_FOUR.length + 4];
        args[0] = "run";
        args[1] = "summation";
        System.arraycopy(FIGURE_FOUR, 0, args, 2, FIGURE_FOUR.length);
        args[args.length - 2] = "--time";
        args[args.length - 1] = "28";
        Invocation run = Invocation.of(args);
        assertEquals(0, run.exitCode(), run.err());
        String out = run.out();
        assertTrue(out.startsWith("pcmemu run summation\n"), out);
        assertTrue(out.matches("(?s).*\\n  operands +79 .*"), out);
        assertTrue(out.matches("(?s).*\\n  value +3160 .*"), out);
        assertTrue(out.matches("(?s).*\\n  claim +equals +holds: measured 28 equals bound 28\\n.*"), out);
        assertTrue(out.contains("finish times (cycles), by processor:"), out);
    }

    /*
     * compare and sweep take the deadline, and the operator by number (list numbers the choices) or name:
     * the deadline runs the optimal schedule alone, the binary tree being left out for want of operands.
     */
    @Test
    void compareAndSweepTakeTheDeadlineAndTheOperatorByNumber() {
        Invocation compare = Invocation.of("compare", "summation", "--P", "8", "--machine", "logp:L=5,o=2,g=4",
                "--param", "time=28", "--param", "operator=2");
        assertEquals(0, compare.exitCode(), compare.err());
        assertTrue(compare.out().matches("(?s).*logp P=8 L=5 o=2 g=4 +optimal [a-z=0-9 ]*\\* +28 +28 +equals .*"),
                compare.out());
        assertTrue(compare.out().contains("left out: logp binary-tree: needs operands"), compare.out());

        Invocation sweep = Invocation.of("sweep", "summation", "--model", "logp", "--P", "8", "--L", "5", "--o", "2",
                "--g", "4", "--operands", "80", "--operator", "0..2", "--out", "-");
        assertEquals(0, sweep.exitCode(), sweep.err());
        List<String> lines = sweep.out().lines().toList();
        List<String> header = List.of(lines.get(0).split(","));
        assertEquals(7, lines.size(), sweep.out()); // header, then 3 operators for each of 2 algorithms
        for (String line : lines.subList(1, lines.size())) {
            String[] cells = line.split(",", -1);
            long expected = cells[header.indexOf("algorithm")].equals("optimal") ? 29 : 39;
            assertEquals(expected, Long.parseLong(cells[header.indexOf("measured")]), line);
        }
        assertEquals(List.of("0", "1", "2", "0", "1", "2"), lines.subList(1, 7).stream()
                .map(l -> l.split(",", -1)[header.indexOf("operator")]).toList());
    }

    /* Neither or both of --time and --operands: one line, before anything is run or written. */
    @Test
    void sweepRefusesBothTimeAndOperandsBeforeWritingAnything() {
        Invocation sweep = Invocation.of("sweep", "summation", "--model", "logp", "--P", "8", "--L", "5", "--o", "2",
                "--g", "4", "--operands", "80", "--time", "28", "--out", "-");
        assertEquals(2, sweep.exitCode(), sweep.err());
        assertEquals("", sweep.out());
        assertTrue(sweep.err().startsWith("pcmemu: give exactly one of --time"), sweep.err());
        Invocation unknown = Invocation.of("sweep", "summation", "--model", "logp", "--P", "8", "--L", "5", "--o", "2",
                "--g", "4", "--operands", "80", "--operator", "concat,max", "--out", "-");
        assertEquals(2, unknown.exitCode(), unknown.err());
        assertEquals("pcmemu: unknown operator 'max' (known: sum, concat, matrix)", unknown.err().strip());
        assertEquals("", unknown.out());
    }

    /* A choice by its name in compare and sweep is the same point as by its number. */
    @Test
    void compareAndSweepTakeAChoiceByName() {
        Invocation sweep = Invocation.of("sweep", "summation", "--model", "logp", "--P", "8", "--L", "5", "--o", "2",
                "--g", "4", "--operands", "80", "--operator", "concat,matrix", "--algorithm", "optimal", "--out", "-");
        assertEquals(0, sweep.exitCode(), sweep.err());
        List<String> lines = sweep.out().lines().toList();
        int column = List.of(lines.get(0).split(",")).indexOf("operator");
        assertEquals(List.of("1", "2"), lines.subList(1, 3).stream().map(l -> l.split(",", -1)[column]).toList());
        Invocation compare = Invocation.of("compare", "summation", "--P", "8", "--machine", "logp:L=5,o=2,g=4",
                "--param", "operands=80", "--param", "operator=matrix", "--algorithm", "optimal");
        assertEquals(0, compare.exitCode(), compare.err());
        assertTrue(compare.out().contains("optimal operands=80 operator=matrix"), compare.out());
    }
}
