package org.pcmemu.emulator.barrier;

/**
 * The code one virtual processor runs in a barrier-engine run, or in one part of a partition.
 * Models (BSP, H-PRAM, D-BSP) wrap the {@link BarrierProcessor} in their own API before user code
 * sees it.
 */
@FunctionalInterface
public interface BarrierProgram {
    void run(BarrierProcessor processor) throws Exception;
}
