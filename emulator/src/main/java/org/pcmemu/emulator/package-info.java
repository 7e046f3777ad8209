/**
 * The API a model layer sees, the same for every engine: {@link org.pcmemu.emulator.RunOptions}
 * (thread mode, wall-clock timeout, trace, jitter), {@link org.pcmemu.emulator.RunResult} (one
 * interface over the engines' results), the errors a run can end with
 * ({@link org.pcmemu.emulator.ProcessorFailureException},
 * {@link org.pcmemu.emulator.DeadlockException},
 * {@link org.pcmemu.emulator.WallClockTimeoutException},
 * {@link org.pcmemu.emulator.LocalityViolationException}, all
 * {@link org.pcmemu.emulator.EmulationException}s), and the limits on parameters.
 *
 * <pre>
 *   emulator          API: options, result, errors, limits
 *   emulator.window   the window engine (LogP, postal): WindowEngine, WindowProcessor
 *   emulator.barrier  the barrier engine (BSP, H-PRAM, D-BSP): BarrierEngine, BarrierProcessor
 *   emulator.run      shared: thread launch, run state and control, jitter
 *   emulator.trace    shared: per-event traces
 * </pre>
 *
 * <p>Threading contract: a run is started from any thread by an engine's {@code run} method,
 * which blocks until the run ends and then returns an immutable result or throws an
 * {@link org.pcmemu.emulator.EmulationException}; everything a processor thread wrote happens
 * before the return. The types here are immutable and may be shared between threads.
 */
package org.pcmemu.emulator;
