package org.pcmemu.emulator.barrier;

import static org.openjdk.jcstress.annotations.Expect.ACCEPTABLE;
import static org.openjdk.jcstress.annotations.Expect.FORBIDDEN;

import org.openjdk.jcstress.annotations.Actor;
import org.openjdk.jcstress.annotations.Arbiter;
import org.openjdk.jcstress.annotations.JCStressTest;
import org.openjdk.jcstress.annotations.Outcome;
import org.openjdk.jcstress.annotations.State;
import org.openjdk.jcstress.infra.results.II_Result;
import org.openjdk.jcstress.infra.results.I_Result;

/**
 * The barrier engine's step barrier ({@link Barrier}) under the memory model: the arrive (one
 * atomic decrement per member; exactly one last arriver, which sees what every member wrote
 * before its own decrement), the hand-over of posts made ahead of a step (a lock-free stack of
 * chains), and the partition that the first member to ask for it makes (a CAS).
 */
public final class BarrierStress {
    private BarrierStress() {
    }

    /** A processor's step fields alone: what a member writes before its arrival. */
    static final class Member extends ProcessorStepFields {
    }

    /** A machine of {@code p} processors that never runs: its root sub-machine and processors. */
    static BarrierMachine machine(int p) {
        return new BarrierMachine(p, (m, step, w, h, end) -> 1, false, 0, q -> { });
    }

    /**
     * Two members charge work (1 and 2), mark their arrival and arrive. Exactly one of them is the
     * last arriver, and it sees both counters and both arrival kinds: 3. A decrement that is not
     * atomic (a read, then a write) lets both see 1, and the step never ends (-1, -1), or both
     * see 0 and complete it twice.
     */
    @JCStressTest
    @Outcome(id = {"-1, 3", "3, -1"}, expect = ACCEPTABLE, desc = "one last arriver, which sees both members' writes")
    @Outcome(id = "-1, -1", expect = FORBIDDEN, desc = "no last arriver: the step never ends")
    @Outcome(expect = FORBIDDEN, desc = "two last arrivers, or one that misses a member's writes")
    @State
    public static class Arrive {
        private final Barrier barrier = new Barrier(2, 2);
        private final Member m0 = new Member();
        private final Member m1 = new Member();

        @Actor
        public void member0(II_Result r) {
            m0.addWork(1);
            barrier.mark(0, Barrier.STEPPING);
            r.r1 = arrive();
        }

        @Actor
        public void member1(II_Result r) {
            m1.addWork(2);
            barrier.mark(1, Barrier.STEPPING);
            r.r2 = arrive();
        }

        /* -1 unless this arrival is the last; then what it sees: 3, or 100 and up if a kind is missing. */
        private int arrive() {
            if (barrier.arrive() != 0) {
                return -1;
            }
            int missing = (barrier.kind(0) == Barrier.STEPPING ? 0 : 100) + (barrier.kind(1) == Barrier.STEPPING ? 0 : 100);
            return (int) (m0.work() + m1.work()) + missing;
        }
    }

    /**
     * Two members hand over their chains of two posts made ahead of the step at once; the last
     * arriver takes all four. A push by a plain write would drop one member's chain: 2.
     */
    @JCStressTest
    @Outcome(id = "4", expect = ACCEPTABLE, desc = "both chains handed over")
    @Outcome(id = "2", expect = FORBIDDEN, desc = "a chain lost: its posts never delivered")
    @Outcome(expect = FORBIDDEN, desc = "posts lost or from nowhere")
    @State
    public static class HandOver {
        private final Barrier barrier = new Barrier(2, 2);

        private static BarrierMessage post(int from, long sequence) {
            return new BarrierMessage(from, 0, 0, null, 0, sequence, 1, null);
        }

        private void handOver(int from) {
            BarrierMessage first = post(from, 0);
            BarrierMessage last = post(from, 1);
            first.chain(last);
            barrier.handOver(first, last);
        }

        @Actor
        public void member0() {
            handOver(0);
        }

        @Actor
        public void member1() {
            handOver(1);
        }

        @Arbiter
        public void lastArriver(I_Result r) {
            int n = 0;
            for (BarrierMessage m = barrier.takeDeferred(); m != null && n < 100; m = m.chained()) {
                n++;
            }
            r.r1 = n;
        }
    }

    /**
     * Two members ask for the same partition at once, each making one: both go on with the same
     * partition, the one the barrier holds. A plain write would let each go into parts of its own
     * (0), which never merge.
     */
    @JCStressTest
    @Outcome(id = "1", expect = ACCEPTABLE, desc = "both members in the one partition being formed")
    @Outcome(id = "0", expect = FORBIDDEN, desc = "two partitions formed in one step")
    @State
    public static class Form {
        private final SubMachine root = machine(2).root();
        private final Barrier barrier = root.firstBarrier();
        private OpenPartition first;
        private OpenPartition second;

        @Actor
        public void member0() {
            first = barrier.form(new OpenPartition(root, null, 1, 0));
        }

        @Actor
        public void member1() {
            second = barrier.form(new OpenPartition(root, null, 1, 0));
        }

        @Arbiter
        public void lastArriver(I_Result r) {
            r.r1 = first == second && first == barrier.forming() ? 1 : 0;
        }
    }
}
