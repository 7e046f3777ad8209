/**
 * The LogP paper's FFT (Culler et al. 1993, section 4.1): an n-point butterfly on P processors
 * with a cyclic, blocked or hybrid layout, the hybrid layout's one all-to-all remap in the naive
 * or the staggered order, on LogP (and postal) and on BSP; real double-precision arithmetic
 * checked against a sequential FFT, and the section's cost formulas next to the measured cost.
 *
 * <p>Threading: every processor's program touches only its own rows and its own slot of the
 * shared result arrays; the read-only tables (input, twiddles, the plan) are built before the run.
 */
package org.pcmemu.algorithms.fft;
