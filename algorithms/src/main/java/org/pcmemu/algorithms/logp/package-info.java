/**
 * Helpers shared by the LogP algorithms: {@link org.pcmemu.algorithms.logp.ByFrom} receives by
 * sender in a fixed order whatever the arrival order (a summation's children).
 *
 * <p>Threading: everything here is called from one thread, which waits for the emulated run; the
 * programs it runs touch only their own processor's slots of shared arrays.
 */
package org.pcmemu.algorithms.logp;
