package org.pcmemu.emulator.window;

import static org.openjdk.jcstress.annotations.Expect.ACCEPTABLE;
import static org.openjdk.jcstress.annotations.Expect.FORBIDDEN;

import org.openjdk.jcstress.annotations.Actor;
import org.openjdk.jcstress.annotations.JCStressTest;
import org.openjdk.jcstress.annotations.Outcome;
import org.openjdk.jcstress.annotations.State;
import org.openjdk.jcstress.infra.results.II_Result;
import org.openjdk.jcstress.infra.results.I_Result;

/**
 * The window's handoff between the processors and the advancer ({@link WindowSynchronizer}), under
 * the memory model: the processors leave the window through {@link RunningCount}, and the last
 * one to leave advances it seeing what every one wrote before leaving; the advancer, or a waker
 * down the wake tree, hands a processor its place in the next window through {@link
 * AdvancerFields#resume}, which the woken one reads after the flag.
 */
public final class WindowHandoffStress {
    private WindowHandoffStress() {
    }

    /**
     * Two processors each write their clock and leave a window of two. Exactly one is the last,
     * and it sees the other's clock (as the advancer reads every processor's state). Each result
     * is -1 for the processor that was not last, else the other's clock it read.
     */
    @JCStressTest
    @Outcome(id = {"-1, 1", "1, -1"}, expect = ACCEPTABLE, desc = "one advances, seeing the other's clock")
    @Outcome(id = "-1, -1", expect = FORBIDDEN, desc = "nobody advances: the window never ends")
    @Outcome(id = "1, 1", expect = FORBIDDEN, desc = "both advance the same window")
    @Outcome(expect = FORBIDDEN, desc = "the advancer misses a processor's state")
    @State
    public static class Leave {
        private final RunningCount running = new RunningCount(2);
        private int clock1;
        private int clock2;

        @Actor
        public void processor1(II_Result r) {
            clock1 = 1;
            r.r1 = running.leave() ? clock2 : -1;
        }

        @Actor
        public void processor2(II_Result r) {
            clock2 = 1;
            r.r2 = running.leave() ? clock1 : -1;
        }
    }

    /**
     * The advancer wakes a processor into position 5 of the window's active list; the processor,
     * once it sees itself resumed, reads its position (from which it wakes its children). It
     * reads either not resumed yet, or the position: never the old one.
     */
    @JCStressTest
    @Outcome(id = "-1", expect = ACCEPTABLE, desc = "not woken yet: it parks again")
    @Outcome(id = "5", expect = ACCEPTABLE, desc = "woken, with its place in the window")
    @Outcome(id = "0", expect = FORBIDDEN, desc = "woken, but its place from an earlier window")
    @Outcome(expect = FORBIDDEN, desc = "a place from nowhere")
    @State
    public static class Resume extends AdvancerFields {
        @Actor
        public void advancer() {
            resume(5);
        }

        @Actor
        public void processor(I_Result r) {
            r.r1 = resumed() ? wakeAt() : -1;
        }
    }
}
