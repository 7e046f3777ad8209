/**
 * Shared parts of every engine: {@link org.pcmemu.emulator.run.RunLauncher} (the one launch
 * skeleton: start the threads in a {@link org.pcmemu.emulator.run.ThreadTree}, arm the wall-clock
 * timeout, wait, collect, name the failure), {@link org.pcmemu.emulator.run.RunState} (threads,
 * outcome, abort), {@link org.pcmemu.emulator.run.RunAborted} and
 * {@link org.pcmemu.emulator.run.Jitter}.
 *
 * <p>Threading contract. {@code RunLauncher.launch} is called by the thread that starts a run and
 * blocks it until the end. {@link org.pcmemu.emulator.run.RunState}'s hooks run on the processor's
 * own thread; {@code complete}, {@code failRun}, {@code abort} and {@code checkAlive} on any
 * thread. Happens-before: the run's end is a {@link java.util.concurrent.CountDownLatch}: whatever
 * the thread that ends the run saw (by the engine's own ordering, every processor's final state)
 * is visible to the launcher after the latch opens. {@code abort} sets a volatile flag, then
 * interrupts and unparks every thread; a processor sees the flag at its next emulator call.
 */
package org.pcmemu.emulator.run;
