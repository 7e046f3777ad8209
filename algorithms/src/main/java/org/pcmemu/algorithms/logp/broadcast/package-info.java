/**
 * Single-item broadcast on LogP and the postal model (TR section 3; SPAA section 2): the optimal
 * tree (the LogP paper, section 3.3, Figure 4), its bound B(P), and baselines, run on the emulator
 * with every processor's information time read off the emulated clocks.
 *
 * <p>Threading: everything here is called from one thread, which waits for the emulated run; the
 * programs it runs touch only their own processor's slots of shared arrays.
 */
package org.pcmemu.algorithms.logp.broadcast;
