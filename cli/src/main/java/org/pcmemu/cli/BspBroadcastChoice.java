package org.pcmemu.cli;

import org.pcmemu.algorithms.bsp.broadcast.BspBroadcast;
import org.pcmemu.models.bsp.Bsp;

/**
 * The BSP broadcasts {@code --algorithm} names on {@code --model bsp}, after
 * the lecture notes "Broadcasting" on BSP: Algorithms 1 to 4, and Algorithm 3 with the k of least cost.
 */
enum BspBroadcastChoice {
    FLAT("flat"),
    BINARY("binary"),
    KARY("kary"),
    BEST("best"),
    TWO_PHASE("two-phase");

    private final String label;

    BspBroadcastChoice(String label) {
        this.label = label;
    }

    String label() {
        return label;
    }

    /** Whether the user gives the replication parameter k ({@code --k}); "best" chooses its own. */
    boolean takesK() {
        return this == KARY;
    }

    /**
     * The algorithm for {@code model} and an n-word message; {@code k} is used by KARY only.
     *
     * @throws ArithmeticException if BEST's search meets a cost beyond 64 bits
     */
    BspBroadcast algorithm(Bsp model, int n, int k) {
        return switch (this) {
            case FLAT -> BspBroadcast.flat();
            case BINARY -> BspBroadcast.binary();
            case KARY -> BspBroadcast.kary(k);
            case BEST -> BspBroadcast.best(model, n);
            case TWO_PHASE -> BspBroadcast.twoPhase();
        };
    }
}
