package org.pcmemu.models.hpram;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.pcmemu.emulator.InvalidParameterException;
import org.pcmemu.emulator.LocalityViolationException;
import org.pcmemu.emulator.RunOptions;
import org.pcmemu.emulator.ProcessorFailureException;
import org.pcmemu.emulator.ThreadMode;
import org.pcmemu.models.locality.LatencyFunction;

/** The H-PRAM rules of §2.1, with costs worked out by hand (l = log: l(1) = l(2) = 1, l(4) = 2). */
class HPramModelTest {
    private static final HPram FOUR = new HPram(4, LatencyFunction.log());

    /*
     * step 0 on [0, 4), k = 4:  p0 reads (2); p1 writes cell 1 and computes 3 (2 + 3)  -> 5
     * step 1:                   p2 reads cell 1 (2); p3 writes then reads cell 3 (2 + 2) -> 4
     * partition [1, 3]:         [0, 1): p0 reads (l(1) = 1);  [1, 4): p1 computes 7     -> 7
     * total 16
     */
    @Test
    void aStepCostsTheLargestSumOfAccessesTimesLOfKAndComputation() {
        long[] seen = new long[4];
        HPramRun run = FOUR.run(h -> {
            switch (h.id()) {
                case 0 -> h.read(0);
                case 1 -> {
                    h.write(1, 11);
                    h.compute(3);
                }
                default -> { }
            }
            h.step();
            if (h.id() == 2) {
                seen[2] = h.read(1);
            } else if (h.id() == 3) {
                h.write(3, 33);
                seen[3] = h.read(3); // the read phase comes first: the old value
            }
            h.partition(new int[] {1, 3}, x -> {
                if (x.id() == 0) {
                    seen[0] = x.read(0);
                } else if (x.id() == 1) {
                    x.compute(7);
                }
            });
        }, new long[] {5, 6, 7, 8}, RunOptions.defaults());
        assertEquals(16, run.cost());
        assertEquals(11, seen[2]);
        assertEquals(8, seen[3]);
        assertEquals(5, seen[0]);
        assertArrayEquals(new long[] {5, 11, 7, 33}, run.memory());
        assertEquals(1, run.partitions().size());
        assertEquals(7, run.partitions().getFirst().cost());
    }

    /*
     * A partition written as beginPartition ... endPartition runs as the callback form:
     * step 0: p1 writes cell 1 and computes 3 (2 + 3)                 -> 5
     * partition [1, 3]: [0, 1): p0 reads (1); [1, 4): p1 computes 7   -> 7
     * after the merge: p3 reads cell 1 (2)                             -> 2; total 14
     */
    @Test
    void aPartitionWithoutACallbackRunsAsTheCallbackForm() {
        HPramProgram callback = h -> {
            if (h.id() == 1) {
                h.write(1, 11);
                h.compute(3);
            }
            h.step();
            h.partition(new int[] {1, 3}, x -> {
                if (x.id() == 0) {
                    x.read(0);
                } else if (x.id() == 1) {
                    x.compute(7);
                }
            });
            if (h.id() == 3) {
                h.read(1);
            }
        };
        HPramProgram loop = h -> {
            if (h.id() == 1) {
                h.write(1, 11);
                h.compute(3);
            }
            h.step();
            h.beginPartition(new int[] {1, 3});
            if (h.id() == 0) {
                h.read(0);
            } else if (h.id() == 1) {
                h.compute(7);
            }
            h.endPartition();
            if (h.id() == 3) {
                h.read(1);
            }
        };
        HPramRun a = FOUR.run(callback, new long[4], RunOptions.defaults());
        HPramRun b = FOUR.run(loop, new long[4], RunOptions.defaults());
        assertEquals(a.cost(), b.cost());
        assertEquals(a.steps(), b.steps());
        assertEquals(a.partitions(), b.partitions());
        assertEquals(14, b.cost());
        ProcessorFailureException e = assertThrows(ProcessorFailureException.class,
                () -> FOUR.run(HPramProcessor::endPartition, new long[4], RunOptions.defaults()));
        assertInstanceOf(IllegalStateException.class, e.getCause());
        assertTrue(e.getMessage().contains("ends a partition outside any partition"), e.getMessage());
    }

    @Test
    void twoProcessorsOnOneCellInOneStepIsAnErewViolation() {
        ErewViolationException e = assertThrows(ErewViolationException.class, () -> FOUR.run(h -> {
            if (h.id() == 0) {
                h.compute(3);
            }
            h.step();
            switch (h.id()) {
                case 0, 2 -> h.read(3);   // a second conflict, at a higher cell
                case 1 -> h.write(2, 1);
                default -> h.read(2);
            }
            h.step();
        }, new long[4], RunOptions.defaults()));
        assertEquals("EREW violation in step 1 of sub-machine [0, 4) (begun at model time 3): cell 2 is accessed by"
                + " processors 1 (write) and 3 (read) in the same step", e.getMessage());
        assertEquals(1, e.step());
        assertEquals(2, e.cell());
        assertEquals(List.of(1, 3), e.processors());
    }

    @Test
    void erewIsCheckedInsideEachPartToo() {
        ErewViolationException e = assertThrows(ErewViolationException.class, () ->
                new HPram(8, LatencyFunction.sqrt()).run(h -> h.partition(new int[] {4, 4}, x -> {
                    if (x.id() >= 4 && x.id() <= 6) {
                        x.write(5, x.id());
                    }
                }), new long[8], RunOptions.defaults()));
        assertEquals("EREW violation in step 0 of sub-machine [4, 8) (begun at model time 0): cell 5 is accessed by"
                + " processors 4 (write), 5 (write) and 6 (write) in the same step", e.getMessage());
    }

    @Test
    void anAccessOutsideTheCurrentBlockFailsTheRun() {
        LocalityViolationException e = assertThrows(LocalityViolationException.class, () ->
                FOUR.run(h -> h.partition(new int[] {2, 2}, x -> {
                    if (x.id() == 0) {
                        x.read(2);
                    }
                }), new long[4], RunOptions.defaults()));
        assertEquals("processor 0 reads cell 2 in step 0 of sub-machine [0, 2) (begun at model time 0), outside its"
                + " memory block [0, 2)", e.getMessage());
        HPram wide = new HPram(4, LatencyFunction.log(), 2);
        LocalityViolationException w = assertThrows(LocalityViolationException.class, () ->
                wide.run(h -> h.partition(new int[] {2, 2}, x -> {
                    if (x.id() == 1) {
                        x.write(4, 1);
                    }
                }), new long[8], RunOptions.defaults()));
        assertTrue(w.getMessage().endsWith("outside its memory block [0, 4)"), w.getMessage());
    }

    @Test
    void blocksAreProportionalToTheParts() {
        HPram m = new HPram(4, LatencyFunction.constant(1), 3);
        int[][] blocks = new int[4][];
        m.run(h -> h.partition(new int[] {1, 3}, x -> blocks[x.id()] = new int[] {x.firstCell(), x.cellCount(),
                x.index(), x.size()}), new long[12], RunOptions.defaults());
        assertArrayEquals(new int[] {0, 3, 0, 1}, blocks[0]);
        assertArrayEquals(new int[] {3, 9, 0, 3}, blocks[1]);
        assertArrayEquals(new int[] {3, 9, 2, 3}, blocks[3]);
    }

    @Test
    void twoReadsInOneStepAreRefused() {
        ProcessorFailureException e = assertThrows(ProcessorFailureException.class, () -> FOUR.run(h -> {
            if (h.id() == 2) {
                h.read(0);
                h.read(1);
            }
        }, new long[4], RunOptions.defaults()));
        assertInstanceOf(IllegalStateException.class, e.getCause());
        assertTrue(e.getMessage().endsWith("processor 2 reads twice in step 0 of sub-machine [0, 4) (cells 0 and 1):"
                + " one read and one write per step; call step() in between"), e.getMessage());
    }

    @Test
    void aLatencyFunctionThatBreaksTheAssumptionIsRefused() {
        InvalidParameterException e = assertThrows(InvalidParameterException.class,
                () -> new HPram(8, LatencyFunction.expression("log2(k)")));
        assertTrue(e.getMessage().startsWith("l(k) = log2(k) gives l(1) = 0 cycles"), e.getMessage());
        assertThrows(InvalidParameterException.class, () -> new HPram(0, LatencyFunction.log()));
        assertThrows(InvalidParameterException.class, () -> FOUR.run(h -> { }, new long[3], RunOptions.defaults()));
    }

    /* Recursive halving with reads and writes at every level: same steps under any scheduling. */
    @Test
    void modelTimeDoesNotDependOnThreads() {
        HPram m = new HPram(37, LatencyFunction.sqrt());
        HPramRun reference = m.run(HPramModelTest::halve, new long[37], RunOptions.defaults());
        for (RunOptions o : List.of(RunOptions.defaults().withThreadMode(ThreadMode.PLATFORM),
                RunOptions.defaults().withJitter(7))) {
            HPramRun again = m.run(HPramModelTest::halve, new long[37], o);
            assertEquals(reference.steps(), again.steps());
            assertArrayEquals(reference.memory(), again.memory());
        }
    }

    private static void halve(HPramProcessor h) throws Exception {
        if (h.index() == 0) {
            h.write(h.firstCell() + h.size() - 1, h.read(h.firstCell()) + h.size());
        }
        h.compute(h.id() % 3);
        h.step();
        if (h.size() > 1) {
            int a = (h.size() + 1) / 2;
            h.partition(new int[] {a, h.size() - a}, HPramModelTest::halve);
        }
    }
}
