/**
 * Summation on LogP (TR section 4): the optimal schedule for a deadline, the largest operand count
 * it sums, and the binary-tree baseline, checked against the operands' sum.
 *
 * <p>Threading: everything here is called from one thread, which waits for the emulated run; the
 * programs it runs touch only their own processor's slots of shared arrays.
 */
package org.pcmemu.algorithms.logp.summation;
