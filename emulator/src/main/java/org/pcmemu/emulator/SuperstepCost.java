package org.pcmemu.emulator;

/**
 * The price of one superstep in model cycles, given what the emulator measured in it. Supplied
 * by the model layer (BSP: {@code w + max(L, h*g)} or {@code w + h*g + L}); the emulator only
 * measures. Called by whichever processor thread completes the superstep's barrier.
 */
@FunctionalInterface
public interface SuperstepCost {
    /**
     * @param work  the largest local work charged by one processor in the superstep (cycles)
     * @param h     the h-relation: the largest number of words one processor sent, or received
     * @return the superstep's cost in cycles, at least 0
     */
    long cost(long work, long h);
}
