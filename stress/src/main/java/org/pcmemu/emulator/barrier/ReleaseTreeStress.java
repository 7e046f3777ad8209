package org.pcmemu.emulator.barrier;

import static org.openjdk.jcstress.annotations.Expect.ACCEPTABLE;
import static org.openjdk.jcstress.annotations.Expect.FORBIDDEN;

import org.openjdk.jcstress.annotations.Actor;
import org.openjdk.jcstress.annotations.Arbiter;
import org.openjdk.jcstress.annotations.JCStressTest;
import org.openjdk.jcstress.annotations.Outcome;
import org.openjdk.jcstress.annotations.State;
import org.openjdk.jcstress.infra.results.III_Result;
import org.openjdk.jcstress.infra.results.ZZ_Result;

/**
 * The release of a step ({@link ReleaseTree}) under the memory model, on a real machine of three
 * processors that never runs: its steps are arrived at and completed by the actors and the state's
 * constructor, as the processors' threads would. Step 0: processors 0 and 1 sync, 2 falls asleep.
 * Step 1: 0 posts to 2, which a sender's claim wakes; the release lists 0, 1, 2, so 0 wakes 1 and
 * 2 in the tree.
 */
public final class ReleaseTreeStress {
    private ReleaseTreeStress() {
    }

    /* Step 0 completed and released (0 at the root of the tree, 1 its child); 2 dormant. */
    static BarrierMachine afterStepZero() {
        BarrierMachine machine = BarrierStress.machine(3);
        SubMachine root = machine.root();
        Barrier b = root.firstBarrier();
        b.mark(0, Barrier.STEPPING);
        b.arrive();
        b.mark(1, Barrier.STEPPING);
        b.arrive();
        machine.processor(2).fallAsleep();
        b.mark(2, Barrier.SLEEPING);
        if (b.arrive() != 0) {
            throw new AssertionError("step 0 not complete");
        }
        root.completeStep(null, new Ready());
        ReleaseTree.releaseChildren(machine.processor(0));
        ReleaseTree.releaseChildren(machine.processor(1));
        machine.processor(0).deliver(ProcessorStress.post(0, 2, 0)); // step 1: wakes 2
        return machine;
    }

    /**
     * Processor 1 arrives at step 1 and waits; processor 0 arrives last and completes the step.
     * Once 1 sees the generation move, it sees what the completion wrote before: the step count
     * (2), its place in the release tree (1) and the woken sleeper's place (2). A completion that
     * moved the generation before its other writes (steps++ after the release, say) lets a
     * released member read a stale step: (1, ...).
     */
    @JCStressTest
    @Outcome(id = "-1, -1, -1", expect = ACCEPTABLE, desc = "not released yet")
    @Outcome(id = "2, 1, 2", expect = ACCEPTABLE, desc = "released, and sees the completion's writes")
    @Outcome(expect = FORBIDDEN, desc = "released, but a write of the completion not visible")
    @State
    public static class Publish {
        private final BarrierMachine machine = afterStepZero();
        private final SubMachine root = machine.root();
        private final int generation;

        public Publish() {
            Barrier b = root.barrier();
            b.mark(1, Barrier.STEPPING);
            generation = root.generation();
            b.arrive();
        }

        @Actor
        public void lastArriver() {
            Barrier b = root.barrier();
            b.mark(0, Barrier.STEPPING);
            if (b.arrive() == 0) {
                root.completeStep(null, new Ready());
            }
        }

        @Actor
        public void member(III_Result r) {
            if (root.generation() == generation) {
                r.r1 = -1;
                r.r2 = -1;
                r.r3 = -1;
                return;
            }
            r.r1 = root.steps();
            r.r2 = machine.processor(1).releaseAt();
            r.r3 = machine.processor(2).releaseAt();
        }
    }

    /**
     * After step 1's completion, processor 0 (the tree's root) wakes its children 1 and 2 while 1,
     * released by the generation already, runs on and falls asleep. The woken sleeper 2 gets its
     * flag; 1's flag is not set by 0, since 1 was not a sleeper of step 1, so its new sleep goes
     * on (false, true). A wake that set the flag of every child would end 1's sleep with no
     * message (true, ...); a tree that left a child out would leave 2 asleep (..., false).
     */
    @JCStressTest
    @Outcome(id = "false, true", expect = ACCEPTABLE, desc = "the woken sleeper released, the new sleeper left asleep")
    @Outcome(id = "true, true", expect = FORBIDDEN, desc = "a new sleeper woken by the release of the step before")
    @Outcome(expect = FORBIDDEN, desc = "the woken sleeper never released")
    @State
    public static class Flags {
        private final BarrierMachine machine = afterStepZero();

        public Flags() {
            SubMachine root = machine.root();
            Barrier b = root.barrier();
            b.mark(0, Barrier.STEPPING);
            b.arrive();
            b.mark(1, Barrier.STEPPING);
            b.arrive();
            root.completeStep(null, new Ready());
        }

        @Actor
        public void treeRoot() {
            ReleaseTree.releaseChildren(machine.processor(0));
        }

        @Actor
        public void runsAhead() {
            BarrierProcessor p = machine.processor(1);
            ReleaseTree.releaseChildren(p);
            p.fallAsleep();
            p.barrier().mark(1, Barrier.SLEEPING);
        }

        @Arbiter
        public void after(ZZ_Result r) {
            r.r1 = machine.processor(1).woken();
            r.r2 = machine.processor(2).woken();
        }
    }
}
