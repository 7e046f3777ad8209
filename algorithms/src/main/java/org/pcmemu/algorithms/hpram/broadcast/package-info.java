/**
 * Broadcast on the H-PRAM (Juurlink et al. 2003, section 3): ROOT (Theorem 3.2), Heywood and
 * Ranka's broadcast and the binary tree, with their costs and the lower bound of section 4.
 *
 * <p>Threading: everything here is called from one thread, which waits for the emulated run; the
 * programs it runs touch only their own processor's slots of shared arrays.
 */
package org.pcmemu.algorithms.hpram.broadcast;
