package org.pcmemu.algorithms.logp.kitem;

/**
 * One planned message of a k-item schedule: processor {@code from} starts sending item
 * {@code item} (0-based) at model time {@code send}; in the postal model it arrives at send + L.
 */
public record Transmission(int item, int from, int to, long send) {
}
