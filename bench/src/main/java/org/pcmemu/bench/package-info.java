/**
 * JMH benchmarks of the emulator running the algorithms, the sequential simulators they are
 * checked against, and the scale runs of bench/README.md, packaged as {@code benchmarks.jar}.
 *
 * <p>Note: JMH calls a benchmark from its own threads as its annotations say; each benchmark's
 * state is its own.
 */
package org.pcmemu.bench;
