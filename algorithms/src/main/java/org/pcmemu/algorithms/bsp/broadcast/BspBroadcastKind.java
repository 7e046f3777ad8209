package org.pcmemu.algorithms.bsp.broadcast;

import org.pcmemu.models.bsp.Bsp;

/**
 * The BSP broadcasts by name, after the lecture notes "Broadcasting" on BSP: Algorithms 1 to 4,
 * and Algorithm 3 with the k of least cost. The registry of algorithms lists these.
 */
public enum BspBroadcastKind {
    FLAT("flat", "Algorithm 1: processor 0 sends to all in one superstep"),
    BINARY("binary", "Algorithm 2: binary replication"),
    KARY("kary", "Algorithm 3: k-ary replication, BROADCAST(0, p, k)"),
    BEST("best", "Algorithm 3 with the k of least cost"),
    TWO_PHASE("two-phase", "Algorithm 4: scatter, then all-gather");

    private final String label;
    private final String help;

    BspBroadcastKind(String label, String help) {
        this.label = label;
        this.help = help;
    }

    public String label() {
        return label;
    }

    public String help() {
        return help;
    }

    /** Whether the user gives the replication parameter k; "best" chooses its own. */
    public boolean takesK() {
        return this == KARY;
    }

    /**
     * The algorithm for {@code model} and an n-word message; {@code k} is used by KARY only.
     *
     * @throws ArithmeticException if BEST's search meets a cost beyond 64 bits
     */
    public BspBroadcast create(Bsp model, int n, int k) {
        return switch (this) {
            case FLAT -> BspBroadcast.flat();
            case BINARY -> BspBroadcast.binary();
            case KARY -> BspBroadcast.kary(k);
            case BEST -> BspBroadcast.best(model, n);
            case TWO_PHASE -> BspBroadcast.twoPhase();
        };
    }
}
