package org.pcmemu.emulator.barrier;

import static org.openjdk.jcstress.annotations.Expect.ACCEPTABLE;
import static org.openjdk.jcstress.annotations.Expect.FORBIDDEN;

import org.openjdk.jcstress.annotations.Actor;
import org.openjdk.jcstress.annotations.Arbiter;
import org.openjdk.jcstress.annotations.JCStressTest;
import org.openjdk.jcstress.annotations.Outcome;
import org.openjdk.jcstress.annotations.State;
import org.openjdk.jcstress.infra.results.IIJ_Result;
import org.openjdk.jcstress.infra.results.IJ_Result;

/**
 * A barrier-engine processor's incoming side under the memory model: the JCTools queue made by
 * its first sender ({@link ProcessorIncomingFields}) and the wake of a sleeper, which exactly one
 * of its senders claims ({@link ProcessorSleepFields}). The senders are real processors of a
 * machine that never runs, posting through {@link BarrierProcessor#deliver}; the arbiter reads
 * what the owner, or the step's last arriver, would.
 */
public final class ProcessorStress {
    private ProcessorStress() {
    }

    static BarrierMessage post(int from, int to, long sequence) {
        return new BarrierMessage(from, to, 0, null, 0, sequence, 1, null);
    }

    /**
     * Two senders post the first messages to an idle processor at once, both making its queue:
     * one queue wins, and the owner polls both messages, and both words are counted. A queue
     * published by a plain write would let one sender's queue, and its message, be replaced: 1.
     */
    @JCStressTest
    @Outcome(id = "2, 2", expect = ACCEPTABLE, desc = "both first posts in the one queue, both words counted")
    @Outcome(id = "1, 2", expect = FORBIDDEN, desc = "a queue, and its message, replaced by another sender's")
    @Outcome(expect = FORBIDDEN, desc = "messages or words lost, or from nowhere")
    @State
    public static class FirstQueue {
        private final BarrierMachine machine = BarrierStress.machine(3);

        @Actor
        public void sender0() {
            machine.processor(0).deliver(post(0, 2, 0));
        }

        @Actor
        public void sender1() {
            machine.processor(1).deliver(post(1, 2, 0));
        }

        @Arbiter
        public void owner(IJ_Result r) {
            BarrierProcessor target = machine.processor(2);
            int n = 0;
            while (target.poll() != null && n < 100) {
                n++;
            }
            r.r1 = n;
            r.r2 = target.takeReceivedWords();
        }
    }

    /**
     * Two senders post to a sleeper (dormant since an earlier step) at once: exactly one of them
     * claims its wake and lists it for the step's last arriver, which releases it once. A claim by
     * a read and a plain write lets both list it (1, 1: released twice, a second flag set on a
     * processor that may be asleep again); a lost claim leaves it asleep with a message (0, 0).
     */
    @JCStressTest
    @Outcome(id = {"1, 0, 2", "0, 1, 2"}, expect = ACCEPTABLE, desc = "one sender claimed the wake; both words counted")
    @Outcome(id = "1, 1, 2", expect = FORBIDDEN, desc = "both senders claimed the wake: the sleeper released twice")
    @Outcome(id = "0, 0, 2", expect = FORBIDDEN, desc = "nobody claimed the wake: the sleeper never wakes")
    @Outcome(expect = FORBIDDEN, desc = "words lost, or from nowhere")
    @State
    public static class WakeClaim {
        private final BarrierMachine machine = BarrierStress.machine(3);

        public WakeClaim() {
            machine.processor(2).fallAsleep();
        }

        @Actor
        public void sender0() {
            machine.processor(0).deliver(post(0, 2, 0));
        }

        @Actor
        public void sender1() {
            machine.processor(1).deliver(post(1, 2, 0));
        }

        @Arbiter
        public void lastArriver(IIJ_Result r) {
            r.r1 = machine.processor(0).wokeCount();
            r.r2 = machine.processor(1).wokeCount();
            r.r3 = machine.processor(2).takeReceivedWords();
        }
    }

    /**
     * A processor falls asleep while a sender posts to it in the same step. The step's last
     * arriver finds it either way: the sender claimed the wake (it saw the dormant flag), or the
     * sleeper's received words are not 0 (StepScan): the claim alone does not do, since the
     * scan looks for claimed sleepers among the dormant only. Both are possible at once.
     */
    @JCStressTest
    @Outcome(id = {"1, 1", "0, 1"}, expect = ACCEPTABLE, desc = "the post found by the received words (and maybe the claim too)")
    @Outcome(id = {"0, 0", "1, 0"}, expect = FORBIDDEN, desc = "the post found neither way: the sleeper never wakes")
    @Outcome(expect = FORBIDDEN, desc = "words from nowhere")
    @State
    public static class SleepWhileSent {
        private final BarrierMachine machine = BarrierStress.machine(2);

        @Actor
        public void sleeper() {
            machine.processor(1).fallAsleep();
        }

        @Actor
        public void sender() {
            machine.processor(0).deliver(post(0, 1, 0));
        }

        @Arbiter
        public void lastArriver(IJ_Result r) {
            r.r1 = machine.processor(0).wokeCount();
            r.r2 = machine.processor(1).takeReceivedWords();
        }
    }
}
