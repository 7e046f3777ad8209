package org.pcmemu.harness.goal;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.statistics.Statistics;
import org.pcmemu.emulator.DeadlockException;
import org.pcmemu.emulator.RunOptions;
import org.pcmemu.harness.Report;

/**
 * Random schedules (2 to 6 ranks; messages with random tags, some recvs from any source or of any
 * tag; calcs; requires and irequires between a rank's operations in random file orders) run by
 * pcmemu, on logp and postal machines of random parameters, against {@link SequentialGoal}, the
 * independent evaluator: the same finish time at every rank, or the same ranks left waiting in a
 * deadlock. The capacity is checked, not enforced (the evaluator has no stalls).
 */
class GoalPropertyTest {

    /** A schedule both as GOAL text and in the evaluator's form, and the machine. */
    record Case(String text, List<SequentialGoal.Rank> ranks, String machine, long L, long o, long g) {
        @Override
        public String toString() {
            return machine + "\n" + text;
        }
    }

    @Provide
    Arbitrary<Case> cases() {
        return Arbitraries.longs().map(seed -> random(new Random(seed)));
    }

    @Property(tries = 400)
    void pcmemuAgreesWithTheSequentialEvaluator(@ForAll("cases") Case c) {
        SequentialGoal.Outcome expected = SequentialGoal.evaluate(c.ranks(), c.L(), c.o(), c.g());
        Schedule schedule = GoalParser.parse("random.goal", c.text());
        Statistics.label("outcome").collect(expected.deadlocked().isEmpty() ? "finished" : "deadlocked");
        try {
            Report r = Goals.run(schedule, c.machine(), RunOptions.defaults());
            assertEquals(List.of(), expected.deadlocked(), "pcmemu finished, the evaluator deadlocked\n" + c);
            assertArrayEquals(expected.finish(), r.result().finishTimes(), c.toString());
        } catch (DeadlockException e) {
            assertEquals(expected.deadlocked(), waiting(e.getMessage()), e.getMessage() + "\n" + c);
        }
    }

    /* The ranks a deadlock message names: "rank 3 in ...". */
    private static List<Integer> waiting(String message) {
        TreeSet<Integer> out = new TreeSet<>();
        Matcher m = Pattern.compile("rank (\\d+) in ").matcher(message);
        while (m.find()) {
            out.add(Integer.parseInt(m.group(1)));
        }
        return new ArrayList<>(out);
    }

    static Case random(Random rnd) {
        int P = 2 + rnd.nextInt(5);
        List<List<SequentialGoal.Op>> ops = new ArrayList<>();
        for (int r = 0; r < P; r++) {
            ops.add(new ArrayList<>());
        }
        int messages = rnd.nextInt(13);
        for (int i = 0; i < messages; i++) { // every message has one recv at its destination
            int from = rnd.nextInt(P);
            int to = (from + 1 + rnd.nextInt(P - 1)) % P;
            int tag = rnd.nextInt(3);
            ops.get(from).add(new SequentialGoal.Op('s', to, tag, 0));
            ops.get(to).add(new SequentialGoal.Op('r', rnd.nextInt(5) == 0 ? SequentialGoal.ANY : from,
                    rnd.nextInt(7) == 0 ? SequentialGoal.ANY : tag, 0));
        }
        for (int r = 0; r < P; r++) {
            for (int i = rnd.nextInt(4); i > 0; i--) {
                ops.get(r).add(new SequentialGoal.Op('c', -1, 0, rnd.nextInt(16)));
            }
        }
        List<SequentialGoal.Rank> ranks = new ArrayList<>();
        StringBuilder text = new StringBuilder("num_ranks " + P + "\n");
        for (int r = 0; r < P; r++) {
            List<SequentialGoal.Op> mine = ops.get(r);
            Collections.shuffle(mine, rnd);
            List<SequentialGoal.Dependency> deps = new ArrayList<>();
            for (int j = 1; j < mine.size(); j++) { // only on earlier operations: no cycle
                for (int i = 0; i < j; i++) {
                    if (rnd.nextInt(4) == 0) {
                        deps.add(new SequentialGoal.Dependency(j, i, rnd.nextInt(3) == 0));
                    }
                }
            }
            ranks.add(new SequentialGoal.Rank(mine, deps));
            if (mine.isEmpty() && rnd.nextBoolean()) {
                continue; // no block at all
            }
            text.append("rank ").append(r).append(" {\n");
            boolean dependenciesFirst = rnd.nextBoolean(); // labels used before their lines
            if (dependenciesFirst) {
                dependencies(text, deps);
            }
            for (int i = 0; i < mine.size(); i++) {
                SequentialGoal.Op op = mine.get(i);
                text.append("o").append(i).append(": ").append(switch (op.kind()) {
                    case 's' -> "send 1b to " + op.peer() + " tag " + op.tag();
                    case 'r' -> "recv 1b from " + op.peer() + " tag " + op.tag();
                    default -> "calc " + op.cycles();
                }).append('\n');
            }
            if (!dependenciesFirst) {
                dependencies(text, deps);
            }
            text.append("}\n");
        }
        if (rnd.nextInt(4) == 0) {
            long lambda = 1 + rnd.nextInt(5);
            return new Case(text.toString(), ranks, "postal:lambda=" + lambda + ",capacity=check", lambda, 0, 1);
        }
        long L = rnd.nextInt(9);
        long o = (L == 0 ? 1 : 0) + rnd.nextInt(5);
        long g = rnd.nextInt(7);
        return new Case(text.toString(), ranks, "logp:L=" + L + ",o=" + o + ",g=" + g + ",capacity=check", L, o, g);
    }

    private static void dependencies(StringBuilder text, List<SequentialGoal.Dependency> deps) {
        for (SequentialGoal.Dependency d : deps) {
            text.append('o').append(d.dependent()).append(d.starts() ? " irequires o" : " requires o")
                    .append(d.prerequisite()).append('\n');
        }
    }
}
