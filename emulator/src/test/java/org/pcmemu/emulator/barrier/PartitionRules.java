package org.pcmemu.emulator.barrier;

import org.pcmemu.emulator.BarrierRunResult;
import org.pcmemu.emulator.Step;
import org.pcmemu.emulator.Partition;
import org.pcmemu.emulator.StepEnd;

import org.pcmemu.emulator.RunOptions;
import org.pcmemu.emulator.EmulationException;
import org.pcmemu.emulator.ProcessorFailureException;
import org.pcmemu.emulator.LocalityViolationException;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import org.junit.jupiter.api.Test;

/**
 * The barrier engine's partition rules (costs, clocks, delivery across partitions and merges,
 * failures in parts), for every thread mode and jitter setting (one subclass each). The
 * engine-neutral invariants are in {@code EngineConformance}. Expected values are worked out by
 * hand in the comments.
 */
abstract class PartitionRules {
    /** cost = w + 10 h + k: work, words and the sub-machine's size all readable off the cost. */
    static final StepRule RULE = (m, step, w, h, end) -> w + 10 * h + m.size();

    abstract RunOptions options();

    BarrierRunResult run(int p, BarrierProgram program) {
        return BarrierEngine.run(p, RULE, options(), program);
    }

    /*
     * [0, 8)  step 0: w = 7 -> 7 + 8 = 15                      clock 15
     *         partition [2, 6] (the step it ends is empty: free)
     *           [0, 2)  step 0: w = 1 -> 1 + 2 = 3             clock 18, final step empty
     *           [2, 8)  step 0: w = 5 -> 5 + 6 = 11            clock 26
     *                   final step: w = 1 -> 1 + 6 = 7         clock 33
     *         merge: clock = max(18, 33) = 33, the partition cost 18
     *         step 2: empty sync -> 0 + 8 = 8                  clock 41, final step empty
     */
    @Test
    void aPartitionCostsItsLargestPartAndEachPartKeepsItsOwnClock() throws Exception {
        long[] timeInPart = new long[8];
        long[] timeAfterMerge = new long[8];
        BarrierRunResult r = run(8, p -> {
            p.charge(p.id());
            p.sync();
            p.partition(new int[] {2, 6}, q -> {
                if (q.subMachine().first() == 0) {
                    q.charge(1);
                    q.sync();
                } else {
                    q.charge(q.id() == 2 ? 5 : 0);
                    q.sync();
                    timeInPart[q.id()] = q.time();
                    q.charge(q.id() == 7 ? 1 : 0);
                }
            });
            timeAfterMerge[p.id()] = p.time();
            p.sync();
        });
        assertEquals(41, r.cost());
        assertEquals(List.of(
                new Step(0, 8, 0, 0, 7, 0, 0, 0, 0, 15, StepEnd.SYNC),
                new Step(0, 2, 1, 0, 1, 0, 0, 0, 15, 3, StepEnd.SYNC),
                new Step(2, 6, 1, 0, 5, 0, 0, 0, 15, 11, StepEnd.SYNC),
                new Step(2, 6, 1, 1, 1, 0, 0, 0, 26, 7, StepEnd.FINAL),
                new Step(0, 8, 0, 2, 0, 0, 0, 0, 33, 8, StepEnd.SYNC)), r.stepList());
        assertEquals(List.of(new Partition(0, 8, 0, 2, 15, 18)), r.partitions());
        assertEquals(1, r.maxDepth());
        assertEquals(26, timeInPart[5]);
        for (int i = 0; i < 8; i++) {
            assertEquals(33, timeAfterMerge[i], "processor " + i);
        }
    }

    /*
     * Processor 0 posts to 3 and the partition ends that step (h = 1: 0 + 10 + 4 = 14); 3 reads it
     * in its part's first step and posts 2 words to 2, which its part's end delivers after the
     * merge (final step of [2, 4): h = 2 -> 0 + 20 + 2 = 22). A message is never readable in the
     * step that sent it, even when the receiver looks after the post (latch).
     */
    @Test
    void messagesCrossPartitionAndMergeBoundariesOnlyForward() throws Exception {
        CountDownLatch posted = new CountDownLatch(1);
        List<String> seen = Collections.synchronizedList(new ArrayList<>());
        BarrierRunResult r = run(4, p -> {
            if (p.id() == 0) {
                p.post(3, 1, "before partition");
                posted.countDown();
            }
            if (p.id() == 3) {
                posted.await(); // no time limit: the run's own timeout ends a hang
                seen.add("3 in step 0: " + payloads(p));
            }
            p.partition(new int[] {2, 2}, q -> {
                if (q.id() == 3) {
                    seen.add("3 in part: " + payloads(q));
                    q.post(2, 2, "end of part");
                }
            });
            if (p.id() == 2) {
                seen.add("2 after merge: " + payloads(p));
            }
        });
        assertEquals(List.of("3 in step 0: []", "3 in part: [before partition]", "2 after merge: [end of part]"), seen);
        assertEquals(14 + 22, r.cost());
        assertEquals(2, r.messages());
        assertEquals(3, r.words());
        assertEquals(0, r.undelivered());
    }

    /* The part's empty sync costs its size, 2: the post happens at model time 2. */
    @Test
    void aMessageLeavingItsSubMachineFailsTheRun() {
        LocalityViolationException e = assertThrows(LocalityViolationException.class, () -> run(4, p ->
                p.partition(new int[] {2, 2}, q -> {
                    q.sync();
                    if (q.id() == 0) {
                        q.post(2, 1, "across");
                    }
                })));
        assertEquals("processor 0 sends to processor 2, outside its sub-machine [0, 2) (depth 1), in step 1 at model"
                + " time 2: a message must stay inside the current sub-machine", e.getMessage());
    }

    @Test
    void membersThatDisagreeOnPartitioningFailTheRun() {
        EmulationException mixed = assertThrows(EmulationException.class, () -> run(2, p -> {
            if (p.id() == 0) {
                p.partition(new int[] {1, 1}, q -> { });
            } else {
                p.sync();
            }
        }));
        assertEquals("sub-machine [0, 2), step 0: processor 0 partitions it but processor 1 ends the step with sync;"
                + " all live members must end a step the same way", mixed.getMessage());
        EmulationException sizes = assertThrows(EmulationException.class, () -> run(3, p ->
                p.partition(p.id() == 0 ? new int[] {1, 2} : new int[] {2, 1}, q -> { })));
        assertEquals("sub-machine [0, 3), step 0: processor 0 partitions it into [1, 2] but processor 1 into [2, 1];"
                + " all live members must end a step the same way", sizes.getMessage());
        EmulationException gone = assertThrows(EmulationException.class, () -> run(2, p -> {
            if (p.id() == 0) {
                p.partition(new int[] {1, 1}, q -> { });
            }
        }));
        assertEquals("sub-machine [0, 2), step 0: processor 0 partitions it but processor 1 has finished its program;"
                + " all live members must end a step the same way", gone.getMessage());
        // finished a step before the partition: its part could never begin, so the run would wait
        // for it until its timeout
        EmulationException earlier = assertThrows(EmulationException.class, () -> run(3, p -> {
            if (p.id() == 1) {
                return;
            }
            p.sync();
            p.partition(new int[] {1, 1, 1}, q -> q.sync());
        }));
        assertEquals("sub-machine [0, 3), step 1: processor 0 partitions it but processor 1 has finished its program;"
                + " all live members must end a step the same way", earlier.getMessage());
    }

    /*
     * [0, 6) partitions into [0, 3) and [3, 6). In [0, 3) step 0 costs 9 + 0 + 3 = 12, and
     * processor 2 throws in step 1, begun at model time 12. In [3, 6) processor 4 throws in step 0,
     * begun at 0, but only after 1 and 2 have thrown in real time (latch). The report is the least
     * (model time, id): processor 4 at 0, although its id is higher and it failed last.
     */
    @Test
    void ofFailuresInDifferentPartsTheEarliestInModelTimeIsReported() {
        CountDownLatch failedFirst = new CountDownLatch(1);
        ProcessorFailureException e = assertThrows(ProcessorFailureException.class, () -> run(6,
                p -> p.partition(new int[] {3, 3}, q -> {
                    if (q.subMachine().first() == 0) {
                        q.charge(9);
                        q.sync();
                        if (q.id() == 2) {
                            failedFirst.countDown();
                            throw new IllegalStateException("late in model time");
                        }
                        q.sync();
                    } else {
                        if (q.id() == 4) {
                            failedFirst.await();
                            Thread.sleep(20);
                            throw new IllegalStateException("early in model time");
                        }
                        q.sync();
                    }
                })));
        assertEquals(4, e.processor());
        assertEquals(0, e.modelTime());
        assertEquals("processor 4 failed in step 0 of sub-machine [3, 6) (begun at model time 0):"
                + " IllegalStateException: early in model time", e.getMessage());
    }

    /*
     * halve(m) must run exactly as m nested halvings with nothing in between: the same priced
     * steps (each leaf: a step of work = id and a post to the leaf's first processor, then a final
     * step of work 1 on its last one), the same partitions at every level with their costs, the
     * same clocks after the merge, for sizes that halve unevenly (13: 7 + 6, then 4 + 3 + 3 + 3).
     */
    @Test
    void aNestedHalvingRunsAsNestedPartitions() throws Exception {
        for (int p : new int[] {8, 13, 21}) {
            for (int levels = 1; levels <= 3; levels++) {
                int m = levels;
                long[] nestedAfter = new long[p];
                long[] halvedAfter = new long[p];
                BarrierRunResult nested = run(p, q -> {
                    q.charge(1);
                    q.sync();
                    descend(q, m, NESTED_LEAF);
                    nestedAfter[q.id()] = q.time();
                    q.sync();
                });
                BarrierRunResult halved = run(p, q -> {
                    q.charge(1);
                    q.sync();
                    q.halve(m, NESTED_LEAF);
                    halvedAfter[q.id()] = q.time();
                    q.sync();
                });
                String at = "p = " + p + ", " + m + " halvings";
                assertEquals(nested.stepList(), halved.stepList(), at);
                assertEquals(nested.partitions(), halved.partitions(), at);
                assertEquals(nested.cost(), halved.cost(), at);
                assertEquals(m, halved.maxDepth(), at);
                assertArrayEquals(nestedAfter, halvedAfter, at);
                assertArrayEquals(nested.finishTimes(), halved.finishTimes(), at);
                assertEquals((1 << m) - 1, halved.partitions().size(), at); // 1 + 2 + ... + 2^(m-1)
            }
        }
    }

    private static final BarrierProgram NESTED_LEAF = q -> {
        int first = q.subMachine().first();
        q.charge(q.id());
        if (q.id() != first) {
            q.post(first, 1, q.id());
        }
        q.sync();
        if (q.id() == q.subMachine().end() - 1) {
            q.charge(1);
        }
    };

    private static void descend(BarrierProcessor q, int levels, BarrierProgram leaf) throws Exception {
        if (levels == 0) {
            leaf.run(q);
        } else {
            int k = q.subMachine().size();
            q.partition(new int[] {(k + 1) / 2, k / 2}, x -> descend(x, levels - 1, leaf));
        }
    }

    /*
     * A failure deep in a nested halving is reported as from nested partitions (the least model
     * time, then id); members that disagree on the number of halvings fail the step; too few
     * processors for the halvings is a program error.
     */
    @Test
    void aNestedHalvingFailsAsNestedPartitions() {
        BarrierProgram failing = q -> {
            q.charge(3);
            q.sync();
            if (q.id() == 5) {
                throw new IllegalStateException("in a leaf");
            }
        };
        ProcessorFailureException viaNested = assertThrows(ProcessorFailureException.class, () -> run(8,
                q -> descend(q, 2, failing)));
        ProcessorFailureException viaHalve = assertThrows(ProcessorFailureException.class, () -> run(8,
                q -> q.halve(2, failing)));
        assertEquals(viaNested.getMessage(), viaHalve.getMessage());
        assertEquals("processor 5 failed in step 1 of sub-machine [4, 6) (begun at model time 5):"
                + " IllegalStateException: in a leaf", viaHalve.getMessage());
        EmulationException levels = assertThrows(EmulationException.class, () -> run(8,
                q -> q.halve(q.id() == 0 ? 2 : 3, x -> { })));
        assertEquals("sub-machine [0, 8), step 0: processor 0 partitions it into 2 nested halvings but processor 1"
                + " into 3 nested halvings; all live members must end a step the same way", levels.getMessage());
        assertThrows(ProcessorFailureException.class, () -> run(7, q -> q.halve(3, x -> { })));
    }

    /*
     * A halving is the partition into ceil(k/2) and floor(k/2) however it is asked for: members that
     * halve (no sizes array) and members that pass those sizes make one partition, and a member
     * that passes other sizes is reported with the halves written out. The callback-free form
     * (beginPartition ... endPartition) runs the same as the callback form, and ending a partition
     * outside one fails.
     */
    @Test
    void aHalvingIsThePartitionIntoHalvesHoweverItIsAskedFor() {
        BarrierProgram leaf = q -> {
            q.charge(1 + q.id());
            q.sync();
        };
        BarrierRunResult sizes = run(5, q -> {
            q.partition(new int[] {3, 2}, leaf);
            q.charge(1);
        });
        BarrierRunResult mixed = run(5, q -> {
            if (q.id() % 2 == 0) {
                q.halve(1, leaf);
            } else {
                q.beginPartition(new int[] {3, 2});
                leaf.run(q);
                q.endPartition();
            }
            q.charge(1);
        });
        BarrierRunResult halved = run(5, q -> {
            q.beginHalving(1);
            leaf.run(q);
            q.endPartition();
            q.charge(1);
        });
        for (BarrierRunResult r : List.of(mixed, halved)) {
            assertEquals(sizes.stepList(), r.stepList());
            assertEquals(sizes.partitions(), r.partitions());
            assertEquals(sizes.cost(), r.cost());
            assertArrayEquals(sizes.finishTimes(), r.finishTimes());
        }
        assertEquals(1, mixed.partitions().size());
        EmulationException other = assertThrows(EmulationException.class, () -> run(4, q -> {
            if (q.id() == 0) {
                q.halve(1, x -> { });
            } else {
                q.partition(new int[] {1, 3}, x -> { });
            }
        }));
        assertEquals("sub-machine [0, 4), step 0: processor 0 partitions it into [2, 2] but processor 1 into [1, 3];"
                + " all live members must end a step the same way", other.getMessage());
        EmulationException outside = assertThrows(EmulationException.class, () -> run(2, BarrierProcessor::endPartition));
        assertTrue(outside.getMessage().contains("ends a partition outside any partition"), outside.getMessage());
    }

    /* A broken rule in one part and a program failure in the other: the earlier in model time wins. */
    @Test
    void aLocalityViolationLaterInModelTimeLosesToAnEarlierFailure() {
        EmulationException e = assertThrows(EmulationException.class, () -> run(4,
                p -> p.partition(new int[] {2, 2}, q -> {
                    if (q.id() == 0) {
                        q.charge(5);
                        q.sync(); // [0, 2): 5 + 0 + 2 = 7
                        q.post(3, 1, "out of the part"); // step 1, begun at 7
                    } else if (q.id() == 1) {
                        q.sync();
                    } else if (q.id() == 3) {
                        q.charge(20);
                        q.sync(); // [2, 4): 20 + 0 + 2 = 22
                        throw new IllegalStateException("at 22");
                    } else {
                        q.sync();
                    }
                })));
        assertInstanceOf(LocalityViolationException.class, e, e.getMessage());
        assertTrue(e.getMessage().startsWith("processor 0 sends to processor 3, outside its sub-machine [0, 2)"),
                e.getMessage());
    }

    @Test
    void partSizesMustCoverTheSubMachine() {
        ProcessorFailureException e = assertThrows(ProcessorFailureException.class, () -> run(4, p ->
                p.partition(new int[] {1, 2}, q -> { })));
        assertInstanceOf(IllegalArgumentException.class, e.getCause());
        assertTrue(e.getMessage().endsWith("cannot partition sub-machine [0, 4) into [1, 2]: parts of at least 1"
                + " processor adding up to 4"), e.getMessage());
    }

    /* A chain of partitions {1, k-1} is p - 1 deep; its steps and partitions come out in order. */
    @Test
    void aChainOfPartitionsAsDeepAsTheMachineRuns() throws Exception {
        int p = 120;
        BarrierRunResult r = run(p, q -> peel(q));
        // every sub-machine [d, p) of size k = p - d >= 2 pays one sync of cost k, then its part [d+1, p)
        long expected = 0;
        for (int k = 2; k <= p; k++) {
            expected += k;
        }
        assertEquals(expected, r.cost());
        assertEquals(p - 1, r.partitions().size());
        assertEquals(p - 1, r.maxDepth());
        assertEquals(0, r.stepList().get(0).first());
        assertEquals(p - 2, r.stepList().get(p - 2).first());
    }

    private static void peel(BarrierProcessor q) throws Exception {
        if (q.subMachine().size() < 2) {
            return;
        }
        q.sync();
        int k = q.subMachine().size();
        q.partition(new int[] {1, k - 1}, x -> peel(x));
    }

    /* A recursive program with uneven parts, messages and work: the same measured steps every run. */
    @Test
    void resultsDependOnTheProgramOnly() throws Exception {
        BarrierRunResult reference = BarrierEngine.run(50, RULE, RunOptions.defaults(), q -> mixed(q, 0));
        for (int i = 0; i < 2; i++) {
            BarrierRunResult again = run(50, q -> mixed(q, 0));
            assertEquals(reference.steps(), again.steps());
            assertEquals(reference.partitions(), again.partitions());
            assertEquals(reference.cost(), again.cost());
        }
    }

    private static void mixed(BarrierProcessor q, int level) throws Exception {
        SubMachine m = q.subMachine();
        q.charge((q.id() * 7L + level) % 5);
        int next = m.first() + (q.id() - m.first() + 1) % m.size();
        if (next != q.id()) {
            q.post(next, 1 + q.id() % 3, q.id());
        }
        q.sync();
        q.inbox();
        if (m.size() >= 3 && level < 4) {
            int a = 1 + (m.first() + m.size()) % (m.size() - 1);
            q.partition(new int[] {a, m.size() - a}, x -> mixed(x, level + 1));
        }
        q.charge(q.id() % 2);
    }

    /*
     * A member that asks for a partition goes into its part before the step is over. Here
     * processors 0 and 1 of [0, 4) have gone two partitions deep and wait to act there when the
     * step that was to make the first of those partitions fails: processor 2 syncs instead (step 1
     * of [0, 4), begun at 9 + 0 + 4 = 13). The parts they entered never start. In
     * [4, 8) processor 4 throws: in step 0, begun at 0 (early), or in step 1, begun at
     * 100 + 0 + 4 = 104 (late). Either way the report is the least (model time, id), as if no
     * member had gone ahead: the disagreement at 13 against 104, processor 4 at 0 against 13.
     */
    @Test
    void aPartitionThatFailsAfterItsMembersWentIntoItsPartsFailsAsIfTheyHadWaited() {
        for (boolean early : new boolean[] {false, true}) {
            CountDownLatch ahead = new CountDownLatch(2);
            EmulationException e = assertThrows(EmulationException.class, () -> run(8,
                    p -> p.partition(new int[] {4, 4}, q -> {
                        if (q.subMachine().first() == 0) {
                            q.charge(9);
                            q.sync();
                            if (q.id() <= 1) {
                                q.partition(new int[] {2, 2}, x -> x.partition(new int[] {1, 1}, y -> {
                                    ahead.countDown();
                                    y.charge(1); // waits for a start that never comes
                                    throw new AssertionError("acted in a part that never started");
                                }));
                            } else {
                                if (q.id() == 2) {
                                    ahead.await(); // the step cannot end before both are deep inside
                                }
                                q.sync();
                            }
                        } else {
                            if (early && q.id() == 4) {
                                throw new IllegalStateException("at 0");
                            }
                            q.charge(100);
                            q.sync();
                            if (q.id() == 4) {
                                throw new IllegalStateException("at 104");
                            }
                        }
                    })));
            assertEquals(early
                    ? "processor 4 failed in step 0 of sub-machine [4, 8) (begun at model time 0):"
                            + " IllegalStateException: at 0"
                    : "sub-machine [0, 4), step 1: processor 0 partitions it but processor 2 ends the step with"
                            + " sync; all live members must end a step the same way", e.getMessage());
        }
    }

    /*
     * Processor 3 throws as soon as it is in its part, before it has acted there and possibly
     * before the step that made the part is over: the failure still carries the part's clock,
     * 7 + 0 + 4 = 11.
     */
    @Test
    void aMemberThatFailsBeforeActingInItsPartFailsAtThePartsClock() {
        ProcessorFailureException e = assertThrows(ProcessorFailureException.class, () -> run(4, p -> {
            p.charge(p.id() == 1 ? 7 : 0);
            p.partition(new int[] {2, 2}, q -> {
                if (q.id() == 3) {
                    throw new IllegalStateException("first thing");
                }
                q.sync();
            });
        }));
        assertEquals(11, e.modelTime());
        assertEquals("processor 3 failed in step 0 of sub-machine [2, 4) (begun at model time 11):"
                + " IllegalStateException: first thing", e.getMessage());
    }

    /*
     * Posts of the step a partition ends are readable in the part's first step only: a member
     * that passes that step without reading them (it may pass it before the posts are all made)
     * does not see them later. Processor 0 posts to 1 and 2 (step 0: 0 + 10 * 2 + 4 = 24); 2
     * reads in its part's first step, 1 only in the second.
     */
    @Test
    void thePostsBeforeAPartitionAreReadableInThePartsFirstStepOnly() throws Exception {
        List<String> seen = Collections.synchronizedList(new ArrayList<>());
        CountDownLatch inPart = new CountDownLatch(1);
        BarrierRunResult r = run(4, p -> {
            if (p.id() == 0) {
                inPart.await();
                Thread.sleep(50); // 1 passes its part's first step before the posts are made
                p.post(1, 1, "to 1");
                p.post(2, 1, "to 2");
            }
            p.partition(new int[] {2, 2}, q -> {
                if (q.id() == 1) {
                    inPart.countDown();
                }
                if (q.id() == 2) {
                    seen.add("2 in step 0: " + payloads(q));
                }
                q.sync();
                if (q.id() == 1) {
                    seen.add("1 in step 1: " + payloads(q));
                }
            });
        });
        Collections.sort(seen);
        assertEquals(List.of("1 in step 1: []", "2 in step 0: [to 2]"), seen);
        assertEquals(24 + 2, r.cost());
        assertEquals(0, r.undelivered());
    }

    /*
     * A member that has left its part is still its member: posts to it in the part's later
     * steps are readable in its first step after the merge, with those of the step it left in.
     * In [0, 3) processor 0 returns at once (step 0); 1 posts to 0 in step 0 and in step 1, 2
     * in step 2; after the merge 0 reads all three, in (sender, send order) order.
     */
    @Test
    void postsToAMemberThatHasLeftItsPartAreReadableAfterTheMerge() throws Exception {
        List<Object> seen = Collections.synchronizedList(new ArrayList<>());
        BarrierRunResult r = run(4, p -> {
            p.partition(new int[] {3, 1}, q -> {
                if (q.subMachine().first() != 0 || q.id() == 0) {
                    return;
                }
                if (q.id() == 1) {
                    q.post(0, 1, "1 in step 0");
                }
                q.sync();
                if (q.id() == 1) {
                    q.post(0, 1, "1 in step 1");
                }
                q.sync();
                if (q.id() == 2) {
                    q.post(0, 1, "2 in step 2");
                }
            });
            if (p.id() == 0) {
                seen.addAll(payloads(p));
            }
        });
        assertEquals(List.of("1 in step 0", "1 in step 1", "2 in step 2"), seen);
        assertEquals(0, r.undelivered());
    }

    /*
     * A post needs no clock, so a member that went into its part ahead of the step that made it
     * posts there at once, and the post counts in the part's step, not in the step still being
     * counted. [0, 4) step 0: processor 0 charges 1 and posts 2 words to 3, then partitions only
     * once 2 has posted in its part: 1 + 10 * 2 + 4 = 25. [2, 4) step 0: 2 posts 3 words to 3,
     * 0 + 10 * 3 + 2 = 32, clock 57; [0, 2) step 0: 2, clock 27. Merge: 57. Processor 3 reads 0's
     * post in its part's first step and 2's in the second.
     */
    @Test
    void aMemberAheadOfItsStepPostsWithoutWaitingAndThePostCountsInThatStep() throws Exception {
        CountDownLatch posted = new CountDownLatch(1);
        boolean[] wentAhead = new boolean[1];
        List<String> seen = Collections.synchronizedList(new ArrayList<>());
        BarrierRunResult r = run(4, p -> {
            if (p.id() == 0) {
                p.charge(1);
                p.post(3, 2, "from 0 in step 0");
                wentAhead[0] = posted.await(20, java.util.concurrent.TimeUnit.SECONDS);
            }
            p.partition(new int[] {2, 2}, q -> {
                if (q.id() == 2) {
                    q.post(3, 3, "from 2 in the part's step 0"); // the step that made the part is still open
                    posted.countDown();
                }
                if (q.id() == 3) {
                    seen.add("step 0: " + payloads(q));
                }
                q.sync();
                if (q.id() == 3) {
                    seen.add("step 1: " + payloads(q));
                }
            });
        });
        assertTrue(wentAhead[0], "processor 2 waited for the step to begin before it posted");
        assertEquals(List.of("step 0: [from 0 in step 0]", "step 1: [from 2 in the part's step 0]"), seen);
        assertEquals(List.of(
                new Step(0, 4, 0, 0, 1, 2, 1, 2, 0, 25, StepEnd.PARTITION),
                new Step(0, 2, 1, 0, 0, 0, 0, 0, 25, 2, StepEnd.SYNC),
                new Step(2, 2, 1, 0, 0, 3, 1, 3, 25, 32, StepEnd.SYNC)), r.stepList());
        assertEquals(57, r.cost());
        assertEquals(0, r.undelivered());
    }

    /*
     * A post made ahead of its step wakes a sleeper as one made in the step would: after the
     * merge, 1 posts to 0 before the merge's step has begun, and 0 sleeps until a message comes.
     * Step 1 of [0, 2): h = 1, 10 + 2 = 12; 0 reads the post in step 2.
     */
    @Test
    void aPostMadeAheadOfItsStepWakesASleeper() throws Exception {
        List<Object> seen = Collections.synchronizedList(new ArrayList<>());
        BarrierRunResult r = run(2, p -> {
            p.partition(new int[] {1, 1}, q -> { });
            if (p.id() == 1) {
                p.post(0, 1, "wake up");
                p.sync();
            } else {
                p.syncUntilMessage();
                seen.addAll(payloads(p));
            }
        });
        assertEquals(List.of("wake up"), seen);
        assertEquals(12, r.cost());
        assertEquals(0, r.undelivered());
    }

    private static List<Object> payloads(BarrierProcessor p) {
        List<Object> out = new ArrayList<>();
        p.inbox().forEach(m -> out.add(m.payload()));
        return out;
    }
}
