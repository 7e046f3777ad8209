package org.pcmemu.algorithms.logp.broadcast;

import org.pcmemu.emulator.TimedMessage;
import org.pcmemu.emulator.RunOptions;
import org.pcmemu.models.logp.LogP;
import org.pcmemu.models.logp.LogPRun;

/**
 * Runs a single-item broadcast along a {@link BroadcastTree} on the emulated LogP machine:
 * processor 0 holds the datum at time 0; every other processor receives it once and then sends
 * it to its children in order, as early as the model allows. Information times are read off the
 * emulated clocks, never computed.
 */
public final class TreeBroadcast {
    private TreeBroadcast() {
    }

    /** What the run measured: the emulator's result and each processor's information time. */
    public record Outcome(LogPRun run, long[] informationTimes, Object[] received) {
        /** The broadcast's cost: the largest information time (TR Definition 3.1). */
        public long time() {
            long max = 0;
            for (long t : informationTimes) {
                max = Math.max(max, t);
            }
            return max;
        }

        /** Sum of information times (TR Definition 3.7). */
        public long sumOfTimes() {
            long sum = 0;
            for (long t : informationTimes) {
                sum += t;
            }
            return sum;
        }
    }

    public static Outcome run(LogP model, BroadcastTree tree, Object datum, RunOptions options) {
        return run(model, tree, datum, options, LogP.FirstAttempt.AUTO);
    }

    /** {@link #run(LogP, BroadcastTree, Object, RunOptions)} with a choice of first attempt (the benchmarks' decided runs: NEVER). */
    public static Outcome run(LogP model, BroadcastTree tree, Object datum, RunOptions options, LogP.FirstAttempt first) {
        if (tree.size() != model.P()) {
            throw new IllegalArgumentException("tree has " + tree.size() + " nodes for P = " + model.P());
        }
        long[] informed = new long[model.P()];
        Object[] received = new Object[model.P()];
        LogPRun run = model.run(p -> {
            int me = p.id();
            Object value = datum;
            if (me != 0) {
                TimedMessage m = p.receive();
                value = m.payload();
            }
            informed[me] = p.now();
            received[me] = value;
            for (int i = 0; i < tree.childCount(me); i++) {
                p.send(tree.child(me, i), value);
            }
        }, options, LogP.Hints.NONE.withRestartable(true).withReceivesFirst(id -> id != 0).withFirstAttempt(first));
        // each processor but the root gets one message: no send can stall (fewMessagesEach); and
        // each begins by receiving it, so its thread is started when the message can be taken
        return new Outcome(run, informed, received);
    }
}
