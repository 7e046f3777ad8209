package org.pcmemu.bench;

import org.pcmemu.algorithms.logp.broadcast.BroadcastTree;
import org.pcmemu.models.logp.LogP;

/**
 * {@code TreeBroadcast}'s program as event-driven code for a {@link Simulation}, operation for
 * operation: processor 0 holds the datum at time 0; every other processor receives one message,
 * its information time is its clock then, and it sends to its children in the tree's order.
 *
 * <p>Note: this class is not threadsafe; one instance serves one run.
 */
public final class SimulatedBroadcast implements Simulation.Program {
    private final BroadcastTree tree;
    private final long[] informed;
    private final Simulation simulator;

    private SimulatedBroadcast(LogP model, BroadcastTree tree, Simulation.Kind kind) {
        if (tree.size() != model.P()) {
            throw new IllegalArgumentException("tree has " + tree.size() + " nodes for P = " + model.P());
        }
        this.tree = tree;
        this.informed = new long[model.P()];
        this.simulator = kind.on(model);
    }

    /** Simulates the broadcast along {@code tree} on {@code model} (its capacity mode is not used), tuned simulator. */
    public static SimulatedBroadcast run(LogP model, BroadcastTree tree) {
        return run(model, tree, Simulation.Kind.TUNED);
    }

    /** As {@link #run(LogP, BroadcastTree)}, on the simulator {@code kind}. */
    public static SimulatedBroadcast run(LogP model, BroadcastTree tree, Simulation.Kind kind) {
        SimulatedBroadcast b = new SimulatedBroadcast(model, tree, kind);
        b.simulator.run(b);
        return b;
    }

    @Override
    public void start(Simulation sim, int p) {
        if (p == 0) {
            informed[0] = sim.clock(0);
            sendToChildren(sim, 0);
        } else {
            sim.receive(p);
        }
    }

    @Override
    public void received(Simulation sim, int p, int from) {
        informed[p] = sim.clock(p);
        sendToChildren(sim, p);
    }

    private void sendToChildren(Simulation sim, int p) {
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
        return Simulation.latest(informed);
    }

    public Simulation simulator() {
        return simulator;
    }
}
