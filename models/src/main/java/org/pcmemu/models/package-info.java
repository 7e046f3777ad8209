/**
 * What every model shares: a program's analytic cost ({@link org.pcmemu.models.Bound} with its
 * {@link org.pcmemu.models.Claim}: equals, at most, at least) and the parameters a program declares
 * ({@link org.pcmemu.models.Param}). Each model's rules are in its own package:
 *
 * <pre>
 *   models.logp      LogP and the postal model: LogP, LogPProgram, LogPProcessor, LogP.Hints
 *   models.bsp       BSP: Bsp, BspProgram, BspProcessor
 *   models.hpram     H-PRAM: HPram, HPramProgram, HPramProcessor
 *   models.dbsp      D-BSP: DBsp, DBspProgram, DBspProcessor
 *   models.locality  latency functions l(k) and g(k), formulas in k
 * </pre>
 *
 * <p>Threading contract: a machine (LogP, Bsp, HPram, DBsp) is immutable and may be shared; its
 * {@code run} method may be called from any thread and returns when the run is over. A processor
 * object is used only by its own program, on the thread the emulator runs it on (docs/models.md;
 * docs/architecture.md, "The program API").
 */
package org.pcmemu.models;
