/**
 * What the locality models' algorithms share: the bounds of Juurlink et al. 2003 (sections 3 and
 * 4) as functions of p and l(k), and ROOT's choice of roots.
 *
 * <p>Threading: everything here is called from one thread, which waits for the emulated run; the
 * programs it runs touch only their own processor's slots of shared arrays.
 */
package org.pcmemu.algorithms.locality;
