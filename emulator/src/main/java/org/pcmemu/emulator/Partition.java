package org.pcmemu.emulator;

/**
 * One partition of a sub-machine into consecutive parts that ran independently, then merged.
 * Its cost is that of the most expensive part (Juurlink, Kolman, Meyer auf der Heide and
 * Rieping, "Optimal broadcast on parallel locality models", §2.1 and §2.2).
 *
 * @param first  the partitioned sub-machine's first processor
 * @param size   its number of processors
 * @param depth  its depth (0: the whole machine)
 * @param parts  the number of parts
 * @param start  model time at which the parts began
 * @param cost   the largest cost of a part: the merged clock is start + cost
 */
public record Partition(int first, int size, int depth, int parts, long start, long cost) {
}
