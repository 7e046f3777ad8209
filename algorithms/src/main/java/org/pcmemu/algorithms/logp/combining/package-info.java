/**
 * Broadcast with combining, an all-reduce (TR section 5.2): the Fibonacci combining broadcast and
 * reduce-then-broadcast, each processor ending with the combination of all values.
 *
 * <p>Threading: everything here is called from one thread, which waits for the emulated run; the
 * programs it runs touch only their own processor's slots of shared arrays.
 */
package org.pcmemu.algorithms.logp.combining;
