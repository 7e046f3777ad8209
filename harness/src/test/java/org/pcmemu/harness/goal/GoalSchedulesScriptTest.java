package org.pcmemu.harness.goal;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.pcmemu.emulator.RunOptions;

/**
 * The schedules {@code scripts/goal-schedules} writes, at P = 8, 64 and 1024, against times worked
 * out by hand (docs/goal.md, "Three schedules"), with d = L + 2o the time of one message and
 * G = max(g, o) the spacing of a rank's sends:
 *
 * <pre>
 *   binomial broadcast     rank i's datum: T(0) = 0, T(i + 2^j) = T(i) + (position of the send) G + d;
 *                          a rank finishes at its last send's end, a leaf at T(i); P = 2^n, g <= d:
 *                          the path 0, 1, 3, 7, ... of first sends, n d
 *   dissemination barrier  every rank: (n - 1) max(d, g) + d with n = ceil(log2 P) rounds
 *   recursive doubling     the same for P = 2^n
 * </pre>
 *
 * The capacity is checked, not enforced (no rank receives more than ceil(L/g) at once here, so
 * enforced runs take the same times).
 */
class GoalSchedulesScriptTest {
    private static final Path SCRIPT = Path.of("..", "scripts", "goal-schedules");

    @TempDir
    static Path dir; // each schedule written once, for every test that runs it

    @Test
    void binomialBroadcastOnEightRanksOfFigure3() throws Exception {
        // T: 1 at 10, 2 at 14, 4 at 18 (the root's sends at 0, 4, 8); 3 at 20, 5 at 24 (rank 1's at
        // 10, 14); 6 at 24 (rank 2's at 14); 7 at 30 (rank 3's at 20). Finish: the root's last send
        // ends at 10, rank 1's at 16, 2's at 16, 3's at 22.
        assertArrayEquals(new long[] {10, 16, 16, 22, 18, 24, 24, 30},
                run("binomial", 8, "logp:L=6,o=2,g=4,capacity=check"));
    }

    @ParameterizedTest(name = "binomial broadcast, P = {0} on {1}")
    @CsvSource({"8, 6, 2, 4", "64, 6, 2, 4", "1024, 6, 2, 4", "64, 3, 1, 9", "1024, 10, 5, 2"})
    void binomialBroadcastFinishesAsTheTreeSays(int P, long L, long o, long g) throws Exception {
        long[] finish = run("binomial", P, "logp:L=" + L + ",o=" + o + ",g=" + g + ",capacity=check");
        assertArrayEquals(binomial(P, L, o, g), finish);
        if (g <= L + 2 * o && Math.max(g, o) <= L + 2 * o) {
            assertEquals(Integer.numberOfTrailingZeros(P) * (L + 2 * o), Arrays.stream(finish).max().orElseThrow());
        }
    }

    @ParameterizedTest(name = "{0}, P = {1} on L={2} o={3} g={4}")
    @CsvSource({"dissemination, 8, 6, 2, 4, 30", "dissemination, 64, 6, 2, 4, 60", "dissemination, 1024, 6, 2, 4, 100",
        "dissemination, 8, 6, 2, 12, 34", "dissemination, 64, 6, 2, 12, 70", "dissemination, 1024, 6, 2, 12, 118",
        "allreduce, 8, 6, 2, 4, 30", "allreduce, 64, 6, 2, 4, 60", "allreduce, 1024, 6, 2, 4, 100",
        "allreduce, 8, 6, 2, 12, 34", "allreduce, 64, 6, 2, 12, 70", "allreduce, 1024, 6, 2, 12, 118"})
    void everyRankOfABarrierOrAllReduceFinishesAtTheSameTime(String pattern, int P, long L, long o, long g,
                                                              long expected) throws Exception {
        // (n - 1) max(d, g) + d: d = 10, n = 3, 6, 10; with g = 12, each round after the first takes g
        long[] everyRank = new long[P];
        Arrays.fill(everyRank, expected);
        assertArrayEquals(everyRank, run(pattern, P, "logp:L=" + L + ",o=" + o + ",g=" + g + ",capacity=check"));
    }

    @Test
    void onPostalARoundIsLambda() throws Exception {
        long[] everyRank = new long[64];
        Arrays.fill(everyRank, 6 * 5);
        assertArrayEquals(everyRank, run("dissemination", 64, "postal:lambda=5,capacity=check"));
        assertArrayEquals(everyRank, run("allreduce", 64, "postal:lambda=5,capacity=check"));
    }

    @Test
    void anyPOfTheAllReduceAndTheBarrierAgreesWithTheSequentialEvaluator() throws Exception {
        for (String pattern : new String[] {"allreduce", "dissemination", "binomial"}) {
            for (int P : new int[] {1, 2, 3, 6, 13, 100}) {
                Schedule s = GoalParser.parse(write(pattern, P, 3));
                long[] finish = Goals.run(s, "logp:L=6,o=2,g=4,capacity=check", RunOptions.defaults()).result()
                        .finishTimes();
                assertArrayEquals(SequentialGoal.evaluate(ranks(s), 6, 2, 4).finish(), finish, pattern + " " + P);
            }
        }
    }

    /* The binomial tree by hand: each rank's datum time, then its last send's end. */
    static long[] binomial(int P, long L, long o, long g) {
        long[] informed = new long[P];
        long[] finish = new long[P];
        long spacing = Math.max(g, o);
        for (int i = 0; i < P; i++) { // parents come before children
            long step = i == 0 ? 1 : Integer.highestOneBit(i) << 1;
            int sends = 0;
            for (; i + step < P; step <<= 1) {
                informed[(int) (i + step)] = informed[i] + sends * spacing + L + 2 * o;
                sends++;
            }
            finish[i] = sends == 0 ? informed[i] : informed[i] + (sends - 1) * spacing + o;
        }
        return finish;
    }

    private static long[] run(String pattern, int P, String machine) throws Exception {
        Schedule s = GoalParser.parse(write(pattern, P, 1));
        return Goals.run(s, machine, RunOptions.defaults()).result().finishTimes();
    }

    private static Path write(String pattern, int P, int bytes) throws IOException, InterruptedException {
        Assumptions.assumeTrue(python3(), "python3 runs scripts/goal-schedules");
        Path out = dir.resolve(pattern + "-" + P + "-" + bytes + ".goal");
        if (Files.exists(out)) {
            return out;
        }
        Process p = new ProcessBuilder("python3", SCRIPT.toString(), pattern, Integer.toString(P), "--bytes",
                Integer.toString(bytes), "--out", out.toString()).redirectErrorStream(true).start();
        String said = new String(p.getInputStream().readAllBytes());
        assertEquals(0, p.waitFor(), said);
        return out;
    }

    private static boolean python3() {
        try {
            return new ProcessBuilder("python3", "--version").start().waitFor() == 0;
        } catch (IOException | InterruptedException e) {
            return false;
        }
    }

    /* The schedule in the evaluator's form. */
    static java.util.List<SequentialGoal.Rank> ranks(Schedule s) {
        java.util.List<SequentialGoal.Rank> out = new java.util.ArrayList<>();
        for (int r = 0; r < s.ranks(); r++) {
            java.util.List<SequentialGoal.Op> ops = new java.util.ArrayList<>();
            java.util.List<SequentialGoal.Dependency> deps = new java.util.ArrayList<>();
            int first = s.first(r);
            for (int op = first; op < first + s.size(r); op++) {
                byte k = s.kind(op);
                ops.add(new SequentialGoal.Op(k == Schedule.SEND ? 's' : k == Schedule.RECV ? 'r' : 'c', s.peer(op),
                        s.tag(op), s.amount(op)));
                for (int e = s.dependentsStart[op]; e < s.dependentsStart[op + 1]; e++) {
                    int d = s.dependents[e];
                    deps.add(new SequentialGoal.Dependency((d < 0 ? ~d : d) - first, op - first, d < 0));
                }
            }
            out.add(new SequentialGoal.Rank(ops, deps));
        }
        return out;
    }
}
