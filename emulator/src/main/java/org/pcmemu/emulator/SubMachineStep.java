package org.pcmemu.emulator;

/**
 * One priced step of one sub-machine in a partitionable run, as measured. Times in model cycles,
 * on the sub-machine's own clock (which starts at its parent's clock when the partition begins).
 *
 * @param first     the sub-machine's first processor
 * @param size      its number of processors, k
 * @param depth     0 for the whole machine, 1 for the parts of a partition of it, ...
 * @param index     the step's index within the sub-machine, 0-based (unpriced empty steps count)
 * @param work      the largest work one member charged in it
 * @param h         the largest number of words one member sent, or received
 * @param messages  messages posted in it
 * @param words     words posted in it
 * @param start     model time at which it began
 * @param cost      its price under the model's {@link SubMachineRule}
 * @param end       what ended it
 */
public record SubMachineStep(int first, int size, int depth, int index, long work, long h, long messages, long words,
                             long start, long cost, StepEnd end) {
}
