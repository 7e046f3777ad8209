/**
 * The harness: run specs ({@link org.pcmemu.harness.RunSpec}: machine, algorithm, parameters,
 * options), the one {@link org.pcmemu.harness.Registry} of algorithms, one
 * {@link org.pcmemu.harness.Report} shape for every model, and what is built from them: parameter
 * grids, report files (CSV, JSON Lines) and charts.
 *
 * <p>Threading: a run spec may be run from any thread, and several at once (each run has its own
 * threads and machine); the registry is immutable. Report files are written by one thread.
 */
package org.pcmemu.harness;
