package org.pcmemu.algorithms.fft;

/**
 * One complex data point in a message: one message per point, as in the paper's count of
 * n/P - n/P^2 messages per processor.
 *
 * @param index  the row (remap) or the local index (exchange of a remote column)
 */
record Point(int index, double re, double im) {
}
