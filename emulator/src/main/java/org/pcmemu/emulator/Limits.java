package org.pcmemu.emulator;

/**
 * Upper limits on model parameters, checked by every model so that bad input gets a clear
 * message instead of an overflow or an out-of-memory deep inside a run. A virtual processor
 * takes about 2 KB of heap, so 2^28 of them is already beyond any workstation; 2^40 cycles
 * per parameter leaves room for the clocks of any run that fits in memory.
 */
public final class Limits {
    /** The most processors a model accepts: 2^28. */
    public static final int MAX_PROCESSORS = 1 << 28;
    /** The largest value of one time parameter (L, o, g, ...): 2^40 cycles. */
    public static final long MAX_CYCLES = 1L << 40;

    private Limits() {
    }

    /** Checks 1 <= value <= MAX_PROCESSORS; {@code name} is how the model writes it (P or p). */
    public static int processors(String name, int value) {
        if (value < 1) {
            throw new InvalidParameterException(name + " must be at least 1, got " + value);
        }
        if (value > MAX_PROCESSORS) {
            throw new InvalidParameterException(name + " must be at most " + MAX_PROCESSORS + " (2^28), got " + value);
        }
        return value;
    }

    /** Checks 0 <= value <= MAX_CYCLES. */
    public static long cycles(String name, long value) {
        if (value < 0) {
            throw new InvalidParameterException(name + " must not be negative, got " + value);
        }
        if (value > MAX_CYCLES) {
            throw new InvalidParameterException(name + " must be at most " + MAX_CYCLES + " (2^40) cycles, got " + value);
        }
        return value;
    }
}
