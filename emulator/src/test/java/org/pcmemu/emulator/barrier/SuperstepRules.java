package org.pcmemu.emulator.barrier;

import org.pcmemu.emulator.BarrierRunResult;
import org.pcmemu.emulator.Step;
import org.pcmemu.emulator.StepEnd;

import org.pcmemu.emulator.RunOptions;
import org.pcmemu.emulator.StepMessage;
import org.pcmemu.emulator.ProcessorFailureException;
import org.pcmemu.emulator.WallClockTimeoutException;
import org.pcmemu.emulator.InvalidParameterException;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import org.junit.jupiter.api.Test;

/**
 * The barrier engine as BSP: superstep pricing, the final superstep, finished processors, delivery
 * order (one subclass per thread mode and jitter setting). The engine-neutral invariants are in
 * {@code EngineConformance}. The cost rule {@code 1000 w + h} makes w and h both readable off the
 * cost.
 */
abstract class SuperstepRules {
    /** A superstep of the whole machine of 4 processors, as the barrier engine records it. */
    static Step superstep(int p, int index, long w, long h, long messages, long words, long start, long cost,
                          boolean barrier) {
        return new Step(0, p, 0, index, w, h, messages, words, start, cost, barrier ? StepEnd.SYNC : StepEnd.FINAL);
    }

    static final StepRule W_THEN_H = (m, step, w, h, end) -> 1000 * w + h;

    abstract RunOptions options();

    BarrierRunResult run(int p, BarrierProgram program) {
        return BarrierEngine.run(p, W_THEN_H, options(), program);
    }

    /*
     * The release of a step wakes its members down a binary tree over the step's list, each
     * released member waking two more (SubMachine.release): a broadcast by binary replication on
     * 1000 processors, each waiting asleep until its copy comes, so every superstep releases the
     * holders that synced and the sleepers just sent to, at every position of the tree. A member
     * left unwoken would stall the run until its (short) timeout.
     */
    @Test
    void aThousandProcessorsAreReleasedStepAfterStepAndSleepersWhenSentTo() {
        int p = 1000;
        int[] copies = new int[p];
        int[] rounds = new int[p];
        BarrierRunResult r = BarrierEngine.run(p, W_THEN_H, options().withTimeout(Duration.ofSeconds(20)), q -> {
            int me = q.id();
            int half = 1;
            if (me > 0) {
                q.syncUntilMessage();
                copies[me] = q.inbox().size();
                half = Integer.highestOneBit(me) * 2;
            }
            for (; half < p; half *= 2) {
                if (me < half && me + half < p) {
                    q.post(me + half, 1, "copy");
                }
                q.sync();
                rounds[me]++;
            }
        });
        for (int i = 1; i < p; i++) {
            assertEquals(1, copies[i], "processor " + i);
            // it syncs once for each round after the one it was sent its copy in
            assertEquals(32 - Integer.numberOfLeadingZeros(p - 1) - (32 - Integer.numberOfLeadingZeros(i)),
                    rounds[i], "processor " + i);
        }
        assertEquals(10, rounds[0]); // ceil(log2 1000)
        assertEquals(10, r.steps()); // one superstep a round: each sends one word (h = 1)
    }

    /*
     * Processor 1 looks at its inbox only after processor 0 has posted (latches), so an engine
     * that delivered early would show the message: in superstep 0 the message of superstep 0,
     * in superstep 1 the message of superstep 1 already in the queue behind that of superstep 0.
     */
    @Test
    void messageIsNeverReadableInTheSuperstepThatSentIt() {
        CountDownLatch posted0 = new CountDownLatch(1);
        CountDownLatch posted1 = new CountDownLatch(1);
        List<List<Object>> seen = new ArrayList<>();
        run(2, p -> {
            if (p.id() == 0) {
                p.post(1, 1, "s0");
                posted0.countDown();
                p.sync();
                p.post(1, 1, "s1");
                posted1.countDown();
                p.sync();
            } else {
                posted0.await(); // no time limit: the run's own timeout ends a hang
                seen.add(payloads(p.inbox()));
                p.sync();
                posted1.await(); // no time limit: the run's own timeout ends a hang
                seen.add(payloads(p.inbox()));
                p.sync();
                seen.add(payloads(p.inbox()));
            }
        });
        assertEquals(List.of(List.of(), List.of("s0"), List.of("s1")), seen);
    }

    @Test
    void hIsTheLargestSentOrReceivedAndWTheLargestWork() {
        BarrierRunResult r = run(4, p -> {
            switch (p.id()) {
                case 0 -> {
                    p.post(1, 3, "a");
                    p.post(2, 2, "b");
                }
                case 1 -> p.charge(3);
                case 2 -> p.charge(10);
                default -> p.post(1, 4, "c");
            }
            p.sync();               // superstep 0: sent max 5 (p0), received max 7 (p1), w 10
            p.sync();               // superstep 1: empty
            if (p.id() == 0) {
                p.charge(5);        // final superstep: work only
            }
        });
        assertEquals(List.of(
                superstep(4, 0, 10, 7, 3, 9, 0, 10_007, true),
                superstep(4, 1, 0, 0, 0, 0, 10_007, 0, true),
                superstep(4, 2, 5, 0, 0, 0, 10_007, 5_000, false)), r.stepList());
        assertEquals(15_007, r.cost());
        assertEquals(3, r.messages());
        assertEquals(9, r.words());
        assertEquals(0, r.undelivered());
    }

    @Test
    void anEmptyFinalSuperstepIsNotRecorded() {
        BarrierRunResult r = run(3, BarrierProcessor::sync);
        assertEquals(List.of(superstep(3, 0, 0, 0, 0, 0, 0, 0, true)), r.stepList());
    }

    @Test
    void finishedProcessorsCountAsArrivedAtEveryLaterBarrier() {
        BarrierRunResult r = run(3, p -> {
            if (p.id() == 1) {
                p.sync();
                p.sync();
                p.sync();
            } else if (p.id() == 2) {
                p.sync();
                p.post(0, 2, "too late"); // processor 0 has finished: never readable
                p.sync();
            }
        });
        assertEquals(3, r.stepList().size());
        assertEquals(2, r.stepList().get(1).h(), "words sent to a finished processor still count");
        assertEquals(1, r.undelivered());
    }

    @Test
    void messagesOfTheFinalSuperstepAreUndelivered() {
        BarrierRunResult r = run(2, p -> p.post(1 - p.id(), 1, "x"));
        assertEquals(List.of(superstep(2, 0, 0, 1, 2, 2, 0, 1, false)), r.stepList());
        assertEquals(2, r.undelivered());
    }

    @Test
    void aThrowingProgramFailsTheRunWithItsIdAndSuperstep() {
        ProcessorFailureException e = assertThrows(ProcessorFailureException.class, () -> run(4, p -> {
            p.charge(2);
            p.sync();               // costs 2000
            if (p.id() == 2) {
                throw new IllegalStateException("boom");
            }
            p.sync();
        }));
        assertEquals(2, e.processor());
        assertEquals("step 1 of sub-machine [0, 4)", e.where());
        assertEquals(2000, e.modelTime());
        assertInstanceOf(IllegalStateException.class, e.getCause());
        assertTrue(e.getMessage().contains("processor 2 failed in step 1 of sub-machine [0, 4)"), e.getMessage());
    }

    @Test
    void badSendsAndWorkAreClearErrors() {
        assertCause(IllegalArgumentException.class, "not a processor", p -> p.post(3, 1, "x"));
        assertCause(IllegalArgumentException.class, "not a processor", p -> p.post(-1, 1, "x"));
        assertCause(IllegalArgumentException.class, "at least 1 word", p -> p.post(0, 0, "x"));
        assertCause(IllegalArgumentException.class, "must not be negative", p -> p.charge(-1));
        assertThrows(InvalidParameterException.class, () -> run(0, p -> { }));
    }

    @Test
    void aProcessorThatNeverSyncsHitsTheWallClockTimeout() {
        RunOptions quick = options().withTimeout(Duration.ofMillis(300));
        WallClockTimeoutException e = assertThrows(WallClockTimeoutException.class,
                () -> BarrierEngine.run(2, W_THEN_H, quick, p -> {
                    if (p.id() == 0) {
                        while (true) {
                            p.charge(0);    // leaves by RunAborted once the run is aborted
                            Thread.sleep(1);
                        }
                    }
                    p.sync();
                }));
        assertTrue(e.getMessage().contains("(id in sub-machine): 0 in [0, 2), 1 in [0, 2)"), e.getMessage());
    }

    /* A ring at p = 1000 over 20 barriers: every processor receives exactly its left neighbour's post. */
    @Test
    void thousandProcessorRingKeepsEveryBarrier() {
        int p = 1000;
        int steps = 20;
        BarrierRunResult r = run(p, q -> {
            for (int s = 0; s < steps; s++) {
                q.post((q.id() + 1) % p, 1, s);
                q.sync();
                List<StepMessage> in = q.inbox();
                if (in.size() != 1 || in.get(0).from() != (q.id() + p - 1) % p || !in.get(0).payload().equals(s)) {
                    throw new AssertionError("processor " + q.id() + " in superstep " + q.step() + " got " + in);
                }
            }
        });
        assertEquals(steps, r.stepList().size());
        assertTrue(r.stepList().stream().allMatch(s -> s.h() == 1 && s.messages() == p));
        assertEquals(steps * 1L, r.cost());
        assertFalse(r.undelivered() > 0);
    }

    @Test
    void randomTrafficIsDeliveredInSenderOrderAndCostsTheSameEveryRun() {
        RandomTraffic traffic = new RandomTraffic(24, 6, 42);
        BarrierRunResult first = traffic.run(options());
        BarrierRunResult second = traffic.run(options());
        assertEquals(traffic.expectedSupersteps(), first.stepList());
        assertEquals(first.stepList(), second.stepList());
    }

    private static List<Object> payloads(List<StepMessage> in) {
        List<Object> out = new ArrayList<>();
        for (StepMessage m : in) {
            out.add(m.payload());
        }
        return out;
    }

    private void assertCause(Class<? extends Throwable> type, String text, BarrierProgram atZero) {
        ProcessorFailureException e = assertThrows(ProcessorFailureException.class, () -> run(3, p -> {
            if (p.id() == 0) {
                atZero.run(p);
            }
            p.sync();
        }));
        assertInstanceOf(type, e.getCause());
        assertTrue(e.getMessage().contains(text), e.getMessage());
    }
}
