/**
 * Broadcast on BSP (the broadcasting notes, Algorithms 1 to 4): flat, binary and k-ary
 * replication and two-phase broadcast, each with its cost in the notes' max or Valiant's sum
 * convention and a check that every processor got the item.
 *
 * <p>Threading: everything here is called from one thread, which waits for the emulated run; the
 * programs it runs touch only their own processor's slots of shared arrays.
 */
package org.pcmemu.algorithms.bsp.broadcast;
