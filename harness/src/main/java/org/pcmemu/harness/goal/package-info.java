/**
 * GOAL schedules (the text format of LogGOPSim, Hoefler, Schneider and Lumsdaine 2010): the
 * {@link org.pcmemu.harness.goal.GoalParser} that reads one in a pass into a
 * {@link org.pcmemu.harness.goal.Schedule}, the {@link org.pcmemu.harness.goal.GoalExecutor} that
 * runs it as a LogP program, and the {@link org.pcmemu.harness.goal.GoalWriter} that writes a
 * LogP-family run's trace back as GOAL. docs/goal.md describes the format pcmemu reads and the
 * order in which a rank's operations run.
 *
 * <p>Threading: a schedule is immutable and may be run by several runs at once; an executor
 * belongs to one run, each rank's thread writing only its own rank's part of it. The parser and
 * the writer run on the caller's thread.
 */
package org.pcmemu.harness.goal;
