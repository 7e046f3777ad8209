package org.pcmemu.emulator.window;

import static org.openjdk.jcstress.annotations.Expect.ACCEPTABLE;
import static org.openjdk.jcstress.annotations.Expect.FORBIDDEN;

import org.openjdk.jcstress.annotations.Actor;
import org.openjdk.jcstress.annotations.JCStressTest;
import org.openjdk.jcstress.annotations.Outcome;
import org.openjdk.jcstress.annotations.State;
import org.openjdk.jcstress.infra.results.II_Result;

/**
 * The deciding threads' barrier ({@link DecidingBarrier}) under the memory model: what each thread
 * writes in one step of a band (its part's filed requests, say) is seen by every thread after
 * the barrier, in the next step.
 */
@JCStressTest
@Outcome(id = "1, 1", expect = ACCEPTABLE, desc = "each thread sees the other's step after the barrier")
@Outcome(expect = FORBIDDEN, desc = "a thread went on before the other's step was done, or without seeing it")
@State
public class DecidingBarrierStress {
    private final DecidingBarrier barrier = new DecidingBarrier();
    private int filed1;
    private int filed2;

    @Actor
    public void thread1(II_Result r) {
        filed1 = 1;
        barrier.arrive(2);
        r.r1 = filed2;
    }

    @Actor
    public void thread2(II_Result r) {
        filed2 = 1;
        barrier.arrive(2);
        r.r2 = filed1;
    }
}
