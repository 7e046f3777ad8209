package org.pcmemu.bench;

import org.pcmemu.algorithms.logp.broadcast.BroadcastTree;
import org.pcmemu.models.logp.LogP;

/**
 * {@code TreeBroadcast}'s program as event-driven code for {@link LogPSimulator}, operation for
 * operation: processor 0 holds the datum at time 0; every other processor receives one message,
 * its information time is its clock then, and it sends to its children in the tree's order.
 *
 * <p>Note: this class is not threadsafe; one instance serves one run.
 */
public final class SimulatedBroadcast implements LogPSimulator.Program {
    private final BroadcastTree tree;
    private final long[] informed;
    private final LogPSimulator simulator;

    private SimulatedBroadcast(LogP model, BroadcastTree tree) {
        if (tree.size() != model.P()) {
            throw new IllegalArgumentException("tree has " + tree.size() + " nodes for P = " + model.P());
        }
        this.tree = tree;
        this.informed = new long[model.P()];
        this.simulator = new LogPSimulator(model);
    }

    /** Simulates the broadcast along {@code tree} on {@code model} (its capacity mode is not used). */
    public static SimulatedBroadcast run(LogP model, BroadcastTree tree) {
        SimulatedBroadcast b = new SimulatedBroadcast(model, tree);
        b.simulator.run(b);
        return b;
    }

    @Override
    public void start(LogPSimulator sim, int p) {
        if (p == 0) {
            informed[0] = sim.clock(0);
            sendToChildren(sim, 0);
        } else {
            sim.receive(p);
        }
    }

    @Override
    public void received(LogPSimulator sim, int p, int from) {
        informed[p] = sim.clock(p);
        sendToChildren(sim, p);
    }

    private void sendToChildren(LogPSimulator sim, int p) {
        int children = tree.childCount(p);
        for (int i = 0; i < children; i++) {
            sim.send(p, tree.child(p, i));
        }
    }

    /** Each processor's information time (no copy). */
    public long[] informationTimes() {
        return informed;
    }

    /** The broadcast's cost: the largest information time. */
    public long time() {
        return LogPSimulator.latest(informed);
    }

    public LogPSimulator simulator() {
        return simulator;
    }
}
