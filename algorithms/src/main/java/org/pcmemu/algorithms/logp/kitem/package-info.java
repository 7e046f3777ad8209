/**
 * k-item and continuous broadcast in the postal model (SPAA section 3): the optimal schedule with
 * its endgame, baselines, the buffered model of section 3.5, and the searches that find the
 * schedules; every plan is emulated and checked (every processor ends with items 1..k).
 *
 * <p>Threading: everything here is called from one thread, which waits for the emulated run; the
 * programs it runs touch only their own processor's slots of shared arrays.
 */
package org.pcmemu.algorithms.logp.kitem;
