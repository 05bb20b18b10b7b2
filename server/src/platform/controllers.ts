import type { IocContainer, IocContainerFactory } from '@tsoa/runtime';
import type { Request } from 'express';

/** A controller class, and how one is made from the module it serves (a fresh one per request: tsoa keeps a status and headers on it). */
export interface ControllerMaker {
  controller: abstract new (...args: never[]) => object;
  make(): object;
}

export const controllerMaker = <T extends object>(controller: abstract new (...args: never[]) => T, make: () => T): ControllerMaker => ({
  controller,
  make,
});

/** Where the app keeps the controllers the composition root made (compose.ts). */
const MAKERS = 'controllerMakers';

export function keepControllers(locals: Record<string, unknown>, makers: readonly ControllerMaker[]): void {
  locals[MAKERS] = new Map(makers.map((maker) => [maker.controller, maker.make]));
}

/**
 * tsoa's IoC module (tsoa.json `iocModule`): each request's controller comes from the makers the app
 * was built with; a controller that takes nothing at construction is made plainly.
 */
export const iocContainer: IocContainerFactory<Request> = (request) =>
  ({
    get<T>(controller: unknown): T {
      const make = (request.app.locals[MAKERS] as Map<unknown, () => object> | undefined)?.get(controller);
      if (make) return make() as T;
      const plain = controller as new () => T;
      if (plain.length > 0) throw new Error(`${plain.name} needs its module: it is not among the controllers composed at start`);
      return new plain();
    },
  }) as IocContainer;
