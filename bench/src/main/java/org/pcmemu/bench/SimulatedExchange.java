package org.pcmemu.bench;

import org.pcmemu.models.logp.LogP;

/**
 * {@link ExchangeProgram} as event-driven code for a {@link Simulation}, operation for operation:
 * processor i sends one message to (i + k) mod P for k = 1..K, then receives K, and checks that
 * the shifts (i - sender) mod P it received add up to 1 + 2 + ... + K.
 *
 * <p>Note: this class is not threadsafe; one instance serves one run.
 */
public final class SimulatedExchange implements Simulation.Program {
    private final int perProcessor;
    private final int[] receivedCount;
    private final long[] shifts;
    private final long[] senderOrder; // null unless asked for
    private final Simulation simulator;

    private SimulatedExchange(LogP model, int perProcessor, boolean recordOrder, Simulation.Kind kind) {
        if (perProcessor < 0 || perProcessor >= model.P()) {
            throw new IllegalArgumentException("K must be in 0..P-1, got K=" + perProcessor + ", P=" + model.P());
        }
        this.perProcessor = perProcessor;
        this.receivedCount = new int[model.P()];
        this.shifts = new long[model.P()];
        this.senderOrder = recordOrder ? new long[model.P()] : null;
        this.simulator = kind.on(model);
    }

    /** Simulates the exchange of K messages per processor on {@code model} (its capacity mode is not used). */
    public static SimulatedExchange run(LogP model, int perProcessor) {
        return run(model, perProcessor, false);
    }

    /** As {@link #run(LogP, int)}; with {@code recordOrder}, also folds the senders in receive order ({@link #senderOrder}). */
    public static SimulatedExchange run(LogP model, int perProcessor, boolean recordOrder) {
        return run(model, perProcessor, recordOrder, Simulation.Kind.TUNED);
    }

    /** As {@link #run(LogP, int, boolean)}, on the simulator {@code kind}. */
    public static SimulatedExchange run(LogP model, int perProcessor, boolean recordOrder, Simulation.Kind kind) {
        SimulatedExchange x = new SimulatedExchange(model, perProcessor, recordOrder, kind);
        x.simulator.run(x);
        return x;
    }

    @Override
    public void start(Simulation sim, int p) {
        int n = sim.processors();
        for (int k = 1; k <= perProcessor; k++) {
            sim.send(p, (p + k) % n);
        }
        if (perProcessor > 0) {
            sim.receive(p);
        }
    }

    @Override
    public void received(Simulation sim, int p, int from) {
        shifts[p] += Math.floorMod(p - from, sim.processors());
        if (senderOrder != null) {
            senderOrder[p] = foldSender(senderOrder[p], from);
        }
        if (++receivedCount[p] < perProcessor) {
            sim.receive(p);
        } else if (shifts[p] != (long) perProcessor * (perProcessor + 1) / 2) {
            throw new IllegalStateException("processor " + p + " received from the wrong senders");
        }
    }

    /** Digest of the next sender into a digest of the senders so far: order-sensitive. */
    static long foldSender(long digest, int from) {
        return digest * 1_000_003L + from + 1;
    }

    /** Per processor, {@link #foldSender} over its senders in receive order (no copy); null unless recorded. */
    public long[] senderOrder() {
        return senderOrder;
    }

    public Simulation simulator() {
        return simulator;
    }
}
