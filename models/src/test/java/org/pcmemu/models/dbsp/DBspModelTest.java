package org.pcmemu.models.dbsp;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.pcmemu.emulator.InvalidParameterException;
import org.pcmemu.emulator.LocalityViolationException;
import org.pcmemu.emulator.RunOptions;
import org.pcmemu.emulator.ProcessorFailureException;
import org.pcmemu.models.locality.LatencyFunction;

/** The D-BSP rules of §2.2, costs by hand: g = 2, l = log (l(4) = 2, l(8) = 3). */
class DBspModelTest {
    private static final DBsp EIGHT = new DBsp(8, LatencyFunction.constant(2), LatencyFunction.log());

    /*
     * superstep 0 on [0, 8): T = 3, h = 2 (0 sends 2 words to 5): 3 + max(2*2, 3) = 7
     * superstep 1: 5 reads them; the partition ends it (empty: free)
     *   [0, 4): 1 sends 1 word to 2, sync: 0 + max(2, l(4) = 2) = 2; final superstep: 2 reads it, empty
     *   [4, 8): 4 computes 10, final superstep: 10 + max(0, 2) = 12
     * merge: max(2, 12) = 12; total 19
     */
    @Test
    void aSuperstepCostsTPlusMaxOfHgAndLOfK() {
        List<String> seen = Collections.synchronizedList(new ArrayList<>());
        DBspRun run = EIGHT.run(d -> {
            if (d.id() == 0) {
                d.compute(3);
                d.send(5, "to 5", 2);
            }
            d.sync();
            if (d.id() == 5) {
                seen.add("5: " + d.messages().getFirst().payload());
            }
            d.partition(x -> {
                if (x.id() == 1) {
                    x.send(2, "to 2");
                }
                if (x.first() == 0) {
                    x.sync();
                    if (x.id() == 2) {
                        seen.add("2: " + x.messages().getFirst().payload() + " at level " + x.level()
                                + ", time " + x.time());
                    }
                } else if (x.id() == 4) {
                    x.compute(10);
                }
            });
        }, RunOptions.defaults());
        assertEquals(19, run.cost());
        assertEquals(List.of("2: to 2 at level 1, time 9", "5: to 5"), seen.stream().sorted().toList());
        assertEquals(2, run.messages());
        assertEquals(12, run.partitions().getFirst().cost());
    }

    /*
     * The callback-free form runs as the callback form: a nested halving (two levels at once)
     * written both ways gives the same cost, supersteps and partitions (15, by hand below); and
     * the first test's costs, its partition written as beginPartition(1) ... endPartition(),
     * give its 19.
     */
    @Test
    void aPartitionWithoutACallbackRunsAsTheCallbackForm() {
        DBspProgram callback = d -> {
            d.sync();
            d.partition(2, x -> {
                x.compute(x.id());
                if (x.id() == 1) {
                    x.send(0, "to 0");
                }
                x.sync();
            });
            d.compute(1);
        };
        DBspProgram loop = d -> {
            d.sync();
            d.beginPartition(2);
            d.compute(d.id());
            if (d.id() == 1) {
                d.send(0, "to 0");
            }
            d.sync();
            d.endPartition();
            d.compute(1);
        };
        DBspRun a = EIGHT.run(callback, RunOptions.defaults());
        DBspRun b = EIGHT.run(loop, RunOptions.defaults());
        assertEquals(a.cost(), b.cost());
        assertEquals(a.supersteps(), b.supersteps());
        assertEquals(a.partitions(), b.partitions());
        // [0, 8): sync, 0 + max(0, 3) = 3; parts of 2: 7 + max(0, 1) = 8 on [6, 8), the largest
        // (1 sends 1 word: 1 + max(2, 1) = 3 on [0, 2)); after the merge: 1 + max(0, 3) = 4
        assertEquals(3 + 8 + 4, b.cost());

        DBspRun first = EIGHT.run(d -> {
            d.compute(3);
            if (d.id() == 0) {
                d.send(5, "to 5", 2);
            }
            d.sync();
            d.beginPartition(1);
            if (d.id() == 1) {
                d.send(2, "to 2");
            }
            if (d.first() == 0) {
                d.sync();
            } else if (d.id() == 4) {
                d.compute(10);
            }
            d.endPartition();
        }, RunOptions.defaults());
        assertEquals(19, first.cost());
    }

    @Test
    void endingAPartitionOutsideAnyFails() {
        ProcessorFailureException e = assertThrows(ProcessorFailureException.class, () -> EIGHT.run(d -> {
            d.beginPartition(1);
            d.endPartition();
            d.endPartition();
        }, RunOptions.defaults()));
        assertInstanceOf(IllegalStateException.class, e.getCause());
        assertTrue(e.getMessage().contains("ends a partition outside any partition"), e.getMessage());
    }

    @Test
    void aMessageLeavingItsSubMachineFailsTheRun() {
        DBsp four = new DBsp(4, LatencyFunction.constant(1), LatencyFunction.constant(1));
        LocalityViolationException e = assertThrows(LocalityViolationException.class, () -> four.run(d ->
                d.partition(x -> {
                    if (x.id() == 1) {
                        x.send(3, "across");
                    }
                }), RunOptions.defaults()));
        assertEquals("processor 1 sends to processor 3, outside its sub-machine [0, 2) (depth 1), in step 0 at model"
                + " time 0: a message must stay inside the current sub-machine", e.getMessage());
    }

    @Test
    void halvesAreCeilingAndFloor() {
        DBsp five = new DBsp(5, LatencyFunction.constant(1), LatencyFunction.constant(1));
        int[][] where = new int[5][];
        five.run(d -> d.partition(x -> {
            if (x.size() > 1) {
                x.partition(y -> where[y.id()] = new int[] {y.first(), y.size(), y.level()});
            } else {
                where[x.id()] = new int[] {x.first(), x.size(), x.level()};
            }
        }), RunOptions.defaults());
        assertArrayEquals(new int[] {0, 2, 2}, where[0]);   // [0, 5) -> [0, 3) -> [0, 2), [2, 3)
        assertArrayEquals(new int[] {0, 2, 2}, where[1]);
        assertArrayEquals(new int[] {2, 1, 2}, where[2]);
        assertArrayEquals(new int[] {3, 1, 2}, where[3]);   // [3, 5) -> [3, 4), [4, 5)
        assertArrayEquals(new int[] {4, 1, 2}, where[4]);
    }

    @Test
    void oneProcessorCannotPartition() {
        DBsp two = new DBsp(2, LatencyFunction.constant(1), LatencyFunction.constant(1));
        ProcessorFailureException e = assertThrows(ProcessorFailureException.class, () -> two.run(d ->
                d.partition(x -> x.partition(y -> { })), RunOptions.defaults()));
        assertInstanceOf(IllegalStateException.class, e.getCause());
        assertTrue(e.getMessage().contains("partitions a sub-machine of 1 processor"), e.getMessage());
    }

    @Test
    void gAndLMustMeetThePapersAssumption() {
        InvalidParameterException e = assertThrows(InvalidParameterException.class,
                () -> new DBsp(8, LatencyFunction.expression("log2(k)"), LatencyFunction.log()));
        assertTrue(e.getMessage().startsWith("g(k) = log2(k) gives g(1) = 0 cycles"), e.getMessage());
        assertThrows(InvalidParameterException.class, () -> new DBsp(8, LatencyFunction.log(),
                LatencyFunction.expression("9-k")));
        assertEquals(4 + Math.max(3 * 2, 3), EIGHT.superstepCost(8, 4, 3));
    }
}
