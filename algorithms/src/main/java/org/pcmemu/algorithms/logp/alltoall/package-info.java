/**
 * All-to-all broadcast on LogP (TR section 5.1): every processor's k items to every other, in the
 * naive or the staggered order, with the section's bounds.
 *
 * <p>Threading: everything here is called from one thread, which waits for the emulated run; the
 * programs it runs touch only their own processor's slots of shared arrays.
 */
package org.pcmemu.algorithms.logp.alltoall;
